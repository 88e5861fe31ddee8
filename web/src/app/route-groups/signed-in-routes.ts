import type { RouteObject } from 'react-router-dom';
import { familyRoutes } from '@/features/family/routes';
import { storiesRoutes } from '@/features/stories/routes';
import { screen } from '@/lib/lazy-screen';

/** The signed-in screens inside the site layout (header and footer), each a lazy chunk. */
export const signedInRoutes: RouteObject[] = [
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
  // -- a story's page, and telling or typing a story (web/src/features/stories) --
  ...storiesRoutes,
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
    path: 'app/memory',
    lazy: screen(
      () => import('@/features/memory/routes/memory-route'),
      (m) => m.MemoryRoute,
    ),
  },
  {
    path: 'conversations/:id',
    lazy: screen(
      () => import('@/features/conversations/routes/conversation-routes'),
      (m) => m.ConversationRoute,
    ),
  },
  // -- the family circle (web/src/features/family) --
  ...familyRoutes,
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
];

const callScreen = screen(
  () => import('@/features/interview/routes/call-route'),
  (m) => m.CallRoute,
);

/** The call screen has its own header, so it sits beside the site layout, not in it. */
export const callRoutes: RouteObject[] = [
  { path: 'audio-chat/:sessionType', lazy: callScreen },
  { path: 'app/chat/path/:pathId', lazy: callScreen },
  { path: 'app/chat/:sessionType', lazy: callScreen },
];
