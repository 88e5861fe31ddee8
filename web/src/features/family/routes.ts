import type { RouteObject } from 'react-router-dom';
import { screen } from '@/lib/lazy-screen';

/**
 * The family circle's screens (issue 25), each a lazy chunk: the narrator's circle (/family), what others
 * share with the user (/shared and a shared story), and the invitation link, which anyone may open.
 */
export const familyRoutes: RouteObject[] = [
  {
    path: 'family',
    lazy: screen(
      () => import('./routes/family-route.tsx'),
      (m) => m.FamilyRoute,
    ),
  },
  {
    path: 'shared',
    lazy: screen(
      () => import('./routes/shared-route.tsx'),
      (m) => m.SharedRoute,
    ),
  },
  {
    path: 'shared/stories/:id',
    lazy: screen(
      () => import('./routes/shared-story-route.tsx'),
      (m) => m.SharedStoryRoute,
    ),
  },
];

/** /family/join?token=…: public, since the relative may not have an account yet. */
export const familyJoinRoute: RouteObject = {
  path: 'family/join',
  lazy: screen(
    () => import('./routes/join-route.tsx'),
    (m) => m.JoinRoute,
  ),
};
