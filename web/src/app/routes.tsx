import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { PageNotFound } from '@/components/page-not-found';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { SignedOutOnly } from './guards/signed-out-only';
import { UnknownRoute } from './guards/unknown-route';
import { RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';

/** Each screen is its own chunk, loaded when the route is first visited. */
const screen =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

const callScreen = screen(
  () => import('@/features/interview/routes/call-route'),
  (m) => m.CallRoute,
);

const adminConversation = screen(
  () => import('@/features/conversations/routes/conversation-routes'),
  (m) => m.AdminConversationRoute,
);

/**
 * The screens that exist so far. Every other path of the route table (`config/paths.ts`) falls under the
 * unknown-route rule until its screen is built.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: FullScreenLoader,
    children: [
      {
        element: <SiteLayout />,
        children: [
          {
            element: <SignedOutOnly />,
            children: [
              {
                index: true,
                lazy: screen(
                  () => import('@/features/public-pages/routes/landing-route'),
                  (m) => m.LandingRoute,
                ),
              },
              {
                path: 'login',
                lazy: screen(
                  () => import('@/features/auth/routes/login-route'),
                  (m) => m.LoginRoute,
                ),
              },
              {
                path: 'register',
                lazy: screen(
                  () => import('@/features/auth/routes/register-route'),
                  (m) => m.RegisterRoute,
                ),
              },
            ],
          },
          {
            path: 'forgot-password',
            lazy: screen(
              () => import('@/features/auth/routes/forgot-password-route'),
              (m) => m.ForgotPasswordRoute,
            ),
          },
          {
            path: 'reset-password',
            lazy: screen(
              () => import('@/features/auth/routes/reset-password-route'),
              (m) => m.ResetPasswordRoute,
            ),
          },
          {
            path: 'how-it-works',
            lazy: screen(
              () => import('@/features/public-pages/routes/how-it-works-route'),
              (m) => m.HowItWorksRoute,
            ),
          },
          {
            path: 'terms',
            lazy: screen(
              () => import('@/features/public-pages/routes/terms-route'),
              (m) => m.TermsRoute,
            ),
          },
          {
            path: 'privacy',
            lazy: screen(
              () => import('@/features/public-pages/routes/privacy-route'),
              (m) => m.PrivacyRoute,
            ),
          },
          { path: '404', element: <PageNotFound /> },
          { path: '*', element: <UnknownRoute /> },
        ],
      },
      {
        // Every signed-in screen sits under one RequireAuth and one SignedInArea, so all of them share one
        // query cache. The call screen has its own header, so it sits beside the site layout, not in it.
        element: <RequireAuth />,
        children: [
          {
            lazy: screen(
              () => import('./layouts/signed-in-area'),
              (m) => m.SignedInArea,
            ),
            children: [
              {
                element: <SiteLayout />,
                children: [
                  {
                    path: 'app',
                    lazy: screen(
                      () => import('@/features/home/routes/app-home-route'),
                      (m) => m.AppHomeRoute,
                    ),
                  },
                  {
                    path: 'profile',
                    lazy: screen(
                      () => import('@/features/profile/routes/profile-route'),
                      (m) => m.ProfileRoute,
                    ),
                  },
                  {
                    path: 'privacy-preferences',
                    lazy: screen(
                      () => import('@/features/profile/routes/privacy-preferences-route'),
                      (m) => m.PrivacyPreferencesRoute,
                    ),
                  },
                  {
                    path: 'archive',
                    lazy: screen(
                      () => import('@/features/archive/routes/archive-route'),
                      (m) => m.ArchiveRoute,
                    ),
                  },
                  {
                    path: 'type-story',
                    lazy: screen(
                      () => import('@/features/type-story/routes/type-story-route'),
                      (m) => m.TypeStoryRoute,
                    ),
                  },
                  {
                    path: 'type-story/:id',
                    lazy: screen(
                      () => import('@/features/type-story/routes/add-note-route'),
                      (m) => m.AddNoteRoute,
                    ),
                  },
                  {
                    path: 'type-story/:id/edit/:entryId',
                    lazy: screen(
                      () => import('@/features/type-story/routes/edit-note-route'),
                      (m) => m.EditNoteRoute,
                    ),
                  },
                  {
                    path: 'conversations/:id',
                    lazy: screen(
                      () => import('@/features/conversations/routes/conversation-routes'),
                      (m) => m.ConversationRoute,
                    ),
                  },
                  {
                    path: 'admin',
                    element: <RequireAdmin />,
                    children: [
                      { index: true, element: <PageNotFound /> },
                      { path: 'conversations/:id', lazy: adminConversation },
                      { path: 'users/:userId/conversations/:id', lazy: adminConversation },
                      { path: '*', element: <PageNotFound /> },
                    ],
                  },
                ],
              },
              { path: 'audio-chat/:sessionType', lazy: callScreen },
              { path: 'app/chat/path/:pathId', lazy: callScreen },
              { path: 'app/chat/:sessionType', lazy: callScreen },
            ],
          },
        ],
      },
    ],
  },
];
