import type { RouteObject } from 'react-router-dom';
import { PageNotFound } from '@/components/page-not-found';
import { indexScreenRoute, namedScreen, screenRoute } from '@/lib/lazy-screen';
import { RequireAdmin } from '../guards/require-admin';

/** The screens that serve two paths: a conversation (as such, or of a user), and each content editor. */
const adminConversation = namedScreen(
  () => import('@/features/conversations/routes/conversation-routes'),
  'AdminConversationRoute',
);
const pathEditor = namedScreen(
  () => import('@/features/admin-content/routes/path-editor-route'),
  'PathEditorRoute',
);
const formatEditor = namedScreen(
  () => import('@/features/admin-content/routes/format-editor-route'),
  'FormatEditorRoute',
);
const journeyEditor = namedScreen(
  () => import('@/features/admin-content/routes/journey-editor-route'),
  'JourneyEditorRoute',
);

/**
 * /admin/* (admin back-office): the AppShell with its sidebar, every screen a lazy chunk. The users screens
 * are web/src/features/admin; the content screens web/src/features/admin-content (owned by the content
 * work), one file per screen under routes/, an editor serving both its create (…/new) and its edit (…/{id})
 * path.
 */
export const adminRoute: RouteObject = {
  path: 'admin',
  element: <RequireAdmin />,
  children: [
    {
      lazy: namedScreen(() => import('@/features/admin/routes/admin-shell-route'), 'AdminShellRoute'),
      children: [
        indexScreenRoute(() => import('@/features/admin/routes/dashboard-route'), 'AdminDashboardRoute'),
        screenRoute('users', () => import('@/features/admin/routes/users-route'), 'AdminUsersRoute'),
        screenRoute(
          'users/:id',
          () => import('@/features/admin/routes/user-detail-route'),
          'AdminUserDetailRoute',
        ),
        screenRoute(
          'users/:userId/stories/:storyId',
          () => import('@/features/admin/routes/user-story-route'),
          'AdminUserStoryRoute',
        ),
        { path: 'conversations/:id', lazy: adminConversation },
        { path: 'users/:userId/conversations/:id', lazy: adminConversation },
        screenRoute('audit', () => import('@/features/admin/routes/audit-route'), 'AdminAuditRoute'),
        // -- content screens (web/src/features/admin-content/routes/*) --
        screenRoute(
          'paths',
          () => import('@/features/admin-content/routes/paths-list-route'),
          'PathsListRoute',
        ),
        { path: 'paths/new', lazy: pathEditor },
        { path: 'paths/:id', lazy: pathEditor },
        screenRoute(
          'questions',
          () => import('@/features/admin-content/routes/questions-route'),
          'QuestionsRoute',
        ),
        screenRoute(
          'formats',
          () => import('@/features/admin-content/routes/formats-list-route'),
          'FormatsListRoute',
        ),
        { path: 'formats/new', lazy: formatEditor },
        { path: 'formats/:id', lazy: formatEditor },
        screenRoute(
          'journeys',
          () => import('@/features/admin-content/routes/journeys-list-route'),
          'JourneysListRoute',
        ),
        { path: 'journeys/new', lazy: journeyEditor },
        { path: 'journeys/:id', lazy: journeyEditor },
        screenRoute(
          'featured-journeys',
          () => import('@/features/admin-content/routes/featured-journeys-route'),
          'FeaturedJourneysRoute',
        ),
        // -- end of content screens --
        { path: '*', element: <PageNotFound /> },
      ],
    },
  ],
};
