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

/** The admin users screens (web/src/features/admin). */
const adminScreen = {
  dashboard: screen(
    () => import('@/features/admin/routes/dashboard-route'),
    (m) => m.AdminDashboardRoute,
  ),
  users: screen(
    () => import('@/features/admin/routes/users-route'),
    (m) => m.AdminUsersRoute,
  ),
  userDetail: screen(
    () => import('@/features/admin/routes/user-detail-route'),
    (m) => m.AdminUserDetailRoute,
  ),
  userStory: screen(
    () => import('@/features/admin/routes/user-story-route'),
    (m) => m.AdminUserStoryRoute,
  ),
  audit: screen(
    () => import('@/features/admin/routes/audit-route'),
    (m) => m.AdminAuditRoute,
  ),
};

/**
 * The admin content screens (web/src/features/admin-content, owned by the content work): one file per
 * screen under routes/, each exporting the named component picked here.
 */
const adminContent = {
  paths: screen(
    () => import('@/features/admin-content/routes/paths-route'),
    (m) => m.PathsRoute,
  ),
  pathNew: screen(
    () => import('@/features/admin-content/routes/path-new-route'),
    (m) => m.PathNewRoute,
  ),
  pathEdit: screen(
    () => import('@/features/admin-content/routes/path-edit-route'),
    (m) => m.PathEditRoute,
  ),
  questions: screen(
    () => import('@/features/admin-content/routes/questions-route'),
    (m) => m.QuestionsRoute,
  ),
  formats: screen(
    () => import('@/features/admin-content/routes/formats-route'),
    (m) => m.FormatsRoute,
  ),
  formatNew: screen(
    () => import('@/features/admin-content/routes/format-new-route'),
    (m) => m.FormatNewRoute,
  ),
  formatEdit: screen(
    () => import('@/features/admin-content/routes/format-edit-route'),
    (m) => m.FormatEditRoute,
  ),
  journeys: screen(
    () => import('@/features/admin-content/routes/journeys-route'),
    (m) => m.JourneysRoute,
  ),
  journeyNew: screen(
    () => import('@/features/admin-content/routes/journey-new-route'),
    (m) => m.JourneyNewRoute,
  ),
  journeyEdit: screen(
    () => import('@/features/admin-content/routes/journey-edit-route'),
    (m) => m.JourneyEditRoute,
  ),
  featuredJourneys: screen(
    () => import('@/features/admin-content/routes/featured-journeys-route'),
    (m) => m.FeaturedJourneysRoute,
  ),
};

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
            path: 'verify-email',
            lazy: screen(
              () => import('@/features/auth/routes/verify-email-route'),
              (m) => m.VerifyEmailRoute,
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
                    path: 'legacy-dashboard',
                    lazy: screen(
                      () => import('@/features/home/routes/legacy-dashboard-route'),
                      (m) => m.LegacyDashboardRoute,
                    ),
                  },
                  {
                    path: 'create-story',
                    lazy: screen(
                      () => import('@/features/journeys/routes/create-story-route'),
                      (m) => m.CreateStoryRoute,
                    ),
                  },
                  {
                    path: 'story/:id',
                    lazy: screen(
                      () => import('@/features/story/routes/story-route'),
                      (m) => m.StoryRoute,
                    ),
                  },
                  {
                    path: 'story/:storyId/format/:formatId',
                    lazy: screen(
                      () => import('@/features/artefacts/routes/format-route'),
                      (m) => m.FormatRoute,
                    ),
                  },
                  {
                    path: 'artefacts/:id',
                    lazy: screen(
                      () => import('@/features/artefacts/routes/artefact-route'),
                      (m) => m.ArtefactRoute,
                    ),
                  },
                  {
                    path: 'story/:storyId/research/:reportId',
                    lazy: screen(
                      () => import('@/features/research/routes/research-report-route'),
                      (m) => m.ResearchReportRoute,
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
                    path: 'tell-story',
                    lazy: screen(
                      () => import('@/features/tell-story/routes/tell-story-route'),
                      (m) => m.TellStoryRoute,
                    ),
                  },
                  {
                    path: 'tell-story/:id',
                    lazy: screen(
                      () => import('@/features/tell-story/routes/tell-story-route'),
                      (m) => m.AddMemoRoute,
                    ),
                  },
                  {
                    path: 'tell-story/:id/edit/:entryId',
                    lazy: screen(
                      () => import('@/features/tell-story/routes/edit-memo-route'),
                      (m) => m.EditMemoRoute,
                    ),
                  },
                  {
                    path: 'conversations/:id',
                    lazy: screen(
                      () => import('@/features/conversations/routes/conversation-routes'),
                      (m) => m.ConversationRoute,
                    ),
                  },
                  // -- connected accounts (web/src/features/gmail) --
                  {
                    path: 'app/connect-accounts',
                    lazy: screen(
                      () => import('@/features/gmail/routes/connect-accounts-route'),
                      (m) => m.ConnectAccountsRoute,
                    ),
                  },
                  {
                    path: 'app/gmail-integration',
                    lazy: screen(
                      () => import('@/features/gmail/routes/gmail-integration-route'),
                      (m) => m.GmailIntegrationRoute,
                    ),
                  },
                  {
                    path: 'app/instagram-integration',
                    lazy: screen(
                      () => import('@/features/gmail/routes/instagram-integration-route'),
                      (m) => m.InstagramIntegrationRoute,
                    ),
                  },
                ],
              },
              // ---- /admin/* (admin back-office): the AppShell with its sidebar, every screen a lazy chunk. ----
              {
                path: 'admin',
                element: <RequireAdmin />,
                children: [
                  {
                    lazy: screen(
                      () => import('@/features/admin/routes/admin-shell-route'),
                      (m) => m.AdminShellRoute,
                    ),
                    children: [
                      { index: true, lazy: adminScreen.dashboard },
                      { path: 'users', lazy: adminScreen.users },
                      { path: 'users/:id', lazy: adminScreen.userDetail },
                      { path: 'users/:userId/stories/:storyId', lazy: adminScreen.userStory },
                      { path: 'conversations/:id', lazy: adminConversation },
                      { path: 'users/:userId/conversations/:id', lazy: adminConversation },
                      { path: 'audit', lazy: adminScreen.audit },
                      // -- content screens (web/src/features/admin-content/routes/*) --
                      { path: 'paths', lazy: adminContent.paths },
                      { path: 'paths/new', lazy: adminContent.pathNew },
                      { path: 'paths/:id', lazy: adminContent.pathEdit },
                      { path: 'questions', lazy: adminContent.questions },
                      { path: 'formats', lazy: adminContent.formats },
                      { path: 'formats/new', lazy: adminContent.formatNew },
                      { path: 'formats/:id', lazy: adminContent.formatEdit },
                      { path: 'journeys', lazy: adminContent.journeys },
                      { path: 'journeys/new', lazy: adminContent.journeyNew },
                      { path: 'journeys/:id', lazy: adminContent.journeyEdit },
                      { path: 'featured-journeys', lazy: adminContent.featuredJourneys },
                      // -- end of content screens --
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
