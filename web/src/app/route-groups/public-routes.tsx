import type { RouteObject } from 'react-router-dom';
import { PageNotFound } from '@/components/page-not-found';
import { familyJoinRoute } from '@/features/family/routes';
import { screen } from '@/lib/lazy-screen';
import { UnknownRoute } from '../guards/unknown-route';

/** The landing page and the sign-in screens, which a signed-in visitor is sent past (to /app). */
export const signedOutRoutes: RouteObject[] = [
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
];

/** The screens everyone may see, signed in or not, and the unknown-route rule. */
export const publicRoutes: RouteObject[] = [
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
  // The invitation link of the family circle: opened signed in or not.
  familyJoinRoute,
  // A keepsake paragraph's listen link (issue 26): anyone with the link hears the narrator's voice.
  {
    path: 'listen/:token',
    lazy: screen(
      () => import('@/features/listen/routes/listen-route'),
      (m) => m.ListenRoute,
    ),
  },
  { path: '404', element: <PageNotFound /> },
  { path: '*', element: <UnknownRoute /> },
];
