import type { RouteObject } from 'react-router-dom';
import { PageNotFound } from '@/components/page-not-found';
import { screen } from '@/lib/lazy-screen';
import { RequireAdmin } from '../guards/require-admin';

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
 * screen under routes/; an editor serves both its create (…/new) and its edit (…/{id}) path.
 */
const adminContent = {
  paths: screen(
    () => import('@/features/admin-content/routes/paths-list-route'),
    (m) => m.PathsListRoute,
  ),
  pathEditor: screen(
    () => import('@/features/admin-content/routes/path-editor-route'),
    (m) => m.PathEditorRoute,
  ),
  questions: screen(
    () => import('@/features/admin-content/routes/questions-route'),
    (m) => m.QuestionsRoute,
  ),
  formats: screen(
    () => import('@/features/admin-content/routes/formats-list-route'),
    (m) => m.FormatsListRoute,
  ),
  formatEditor: screen(
    () => import('@/features/admin-content/routes/format-editor-route'),
    (m) => m.FormatEditorRoute,
  ),
  journeys: screen(
    () => import('@/features/admin-content/routes/journeys-list-route'),
    (m) => m.JourneysListRoute,
  ),
  journeyEditor: screen(
    () => import('@/features/admin-content/routes/journey-editor-route'),
    (m) => m.JourneyEditorRoute,
  ),
  featuredJourneys: screen(
    () => import('@/features/admin-content/routes/featured-journeys-route'),
    (m) => m.FeaturedJourneysRoute,
  ),
};

/** /admin/* (admin back-office): the AppShell with its sidebar, every screen a lazy chunk. */
export const adminRoute: RouteObject = {
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
        { path: 'paths/new', lazy: adminContent.pathEditor },
        { path: 'paths/:id', lazy: adminContent.pathEditor },
        { path: 'questions', lazy: adminContent.questions },
        { path: 'formats', lazy: adminContent.formats },
        { path: 'formats/new', lazy: adminContent.formatEditor },
        { path: 'formats/:id', lazy: adminContent.formatEditor },
        { path: 'journeys', lazy: adminContent.journeys },
        { path: 'journeys/new', lazy: adminContent.journeyEditor },
        { path: 'journeys/:id', lazy: adminContent.journeyEditor },
        { path: 'featured-journeys', lazy: adminContent.featuredJourneys },
        // -- end of content screens --
        { path: '*', element: <PageNotFound /> },
      ],
    },
  ],
};
