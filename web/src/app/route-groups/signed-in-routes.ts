import type { RouteObject } from 'react-router-dom';
import { familyRoutes } from '@/features/family/routes';
import { storiesRoutes } from '@/features/stories/routes';
import { namedScreen, screenRoute } from '@/lib/lazy-screen';

/** The signed-in screens inside the site layout (header and footer), each a lazy chunk. */
export const signedInRoutes: RouteObject[] = [
  screenRoute('app', () => import('@/features/home/routes/app-home-route'), 'AppHomeRoute'),
  screenRoute(
    'legacy-dashboard',
    () => import('@/features/home/routes/legacy-dashboard-route'),
    'LegacyDashboardRoute',
  ),
  screenRoute(
    'create-story',
    () => import('@/features/journeys/routes/create-story-route'),
    'CreateStoryRoute',
  ),
  // -- a story's page, and telling or typing a story (web/src/features/stories) --
  ...storiesRoutes,
  screenRoute(
    'story/:storyId/format/:formatId',
    () => import('@/features/artefacts/routes/format-route'),
    'FormatRoute',
  ),
  screenRoute('artefacts/:id', () => import('@/features/artefacts/routes/artefact-route'), 'ArtefactRoute'),
  screenRoute(
    'story/:storyId/research/:reportId',
    () => import('@/features/research/routes/research-report-route'),
    'ResearchReportRoute',
  ),
  screenRoute('profile', () => import('@/features/profile/routes/profile-route'), 'ProfileRoute'),
  screenRoute(
    'privacy-preferences',
    () => import('@/features/profile/routes/privacy-preferences-route'),
    'PrivacyPreferencesRoute',
  ),
  screenRoute('archive', () => import('@/features/archive/routes/archive-route'), 'ArchiveRoute'),
  screenRoute('app/memory', () => import('@/features/memory/routes/memory-route'), 'MemoryRoute'),
  screenRoute(
    'conversations/:id',
    () => import('@/features/conversations/routes/conversation-routes'),
    'ConversationRoute',
  ),
  // -- the family circle (web/src/features/family) --
  ...familyRoutes,
  // -- connected accounts (web/src/features/gmail) --
  screenRoute(
    'app/connect-accounts',
    () => import('@/features/gmail/routes/connect-accounts-route'),
    'ConnectAccountsRoute',
  ),
  screenRoute(
    'app/gmail-integration',
    () => import('@/features/gmail/routes/gmail-integration-route'),
    'GmailIntegrationRoute',
  ),
  screenRoute(
    'app/instagram-integration',
    () => import('@/features/gmail/routes/instagram-integration-route'),
    'InstagramIntegrationRoute',
  ),
];

const callScreen = namedScreen(() => import('@/features/interview/routes/call-route'), 'CallRoute');

/** The call screen has its own header, so it sits beside the site layout, not in it. */
export const callRoutes: RouteObject[] = [
  { path: 'audio-chat/:sessionType', lazy: callScreen },
  { path: 'app/chat/path/:pathId', lazy: callScreen },
  { path: 'app/chat/:sessionType', lazy: callScreen },
];
