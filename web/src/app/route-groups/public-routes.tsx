import type { RouteObject } from 'react-router-dom';
import { PageNotFound } from '@/components/page-not-found';
import { familyJoinRoute } from '@/features/family/routes';
import { indexScreenRoute, screenRoute } from '@/lib/lazy-screen';
import { UnknownRoute } from '../guards/unknown-route';

/** The landing page and the sign-in screens, which a signed-in visitor is sent past (to /app). */
export const signedOutRoutes: RouteObject[] = [
  indexScreenRoute(() => import('@/features/public-pages/routes/landing-route'), 'LandingRoute'),
  screenRoute('login', () => import('@/features/auth/routes/login-route'), 'LoginRoute'),
  screenRoute('register', () => import('@/features/auth/routes/register-route'), 'RegisterRoute'),
];

/** The screens everyone may see, signed in or not, and the unknown-route rule. */
export const publicRoutes: RouteObject[] = [
  screenRoute(
    'forgot-password',
    () => import('@/features/auth/routes/forgot-password-route'),
    'ForgotPasswordRoute',
  ),
  screenRoute(
    'reset-password',
    () => import('@/features/auth/routes/reset-password-route'),
    'ResetPasswordRoute',
  ),
  screenRoute('verify-email', () => import('@/features/auth/routes/verify-email-route'), 'VerifyEmailRoute'),
  screenRoute(
    'how-it-works',
    () => import('@/features/public-pages/routes/how-it-works-route'),
    'HowItWorksRoute',
  ),
  screenRoute('terms', () => import('@/features/public-pages/routes/terms-route'), 'TermsRoute'),
  screenRoute('privacy', () => import('@/features/public-pages/routes/privacy-route'), 'PrivacyRoute'),
  // The invitation link of the family circle: opened signed in or not.
  familyJoinRoute,
  // A keepsake paragraph's listen link (issue 26): anyone with the link hears the narrator's voice.
  screenRoute('listen/:token', () => import('@/features/listen/routes/listen-route'), 'ListenRoute'),
  { path: '404', element: <PageNotFound /> },
  { path: '*', element: <UnknownRoute /> },
];
