import type { RouteObject } from 'react-router-dom';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { namedScreen } from '@/lib/lazy-screen';
import { RequireAuth } from './guards/require-auth';
import { SignedOutOnly } from './guards/signed-out-only';
import { RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';
import { adminRoute } from './route-groups/admin-routes';
import { publicRoutes, signedOutRoutes } from './route-groups/public-routes';
import { callRoutes, signedInRoutes } from './route-groups/signed-in-routes';

/**
 * The screens that exist so far, by group (route-groups/, and each feature's own table such as
 * features/stories/routes.ts). Every other path of the route table (`config/paths.ts`) falls under the
 * unknown-route rule until its screen is built.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: FullScreenLoader,
    children: [
      {
        element: <SiteLayout />,
        children: [{ element: <SignedOutOnly />, children: signedOutRoutes }, ...publicRoutes],
      },
      {
        // Every signed-in screen sits under one RequireAuth and one SignedInArea, so all of them share one
        // query cache. The call screen has its own header, so it sits beside the site layout, not in it.
        element: <RequireAuth />,
        children: [
          {
            lazy: namedScreen(() => import('./layouts/signed-in-area'), 'SignedInArea'),
            children: [{ element: <SiteLayout />, children: signedInRoutes }, adminRoute, ...callRoutes],
          },
        ],
      },
    ],
  },
];
