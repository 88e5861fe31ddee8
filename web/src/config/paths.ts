/**
 * The full route table of both spec parts. Only some of these have screens yet; the router registers
 * those, and every other path falls under the unknown-route rule until its screen exists.
 */
export const paths = {
  landing: '/',
  app: '/app',
  legacyDashboard: '/legacy-dashboard',
  createStory: '/create-story',
  story: (id: string) => `/story/${id}`,
  storyFormat: (storyId: string, formatId: string) => `/story/${storyId}/format/${formatId}`,
  storyResearch: (storyId: string, reportId: string) => `/story/${storyId}/research/${reportId}`,
  artefact: (id: string) => `/artefacts/${id}`,
  connectAccounts: '/app/connect-accounts',
  gmailIntegration: '/app/gmail-integration',
  instagramIntegration: '/app/instagram-integration',
  admin: '/admin',
  adminConversation: (id: string) => `/admin/conversations/${id}`,
  adminUserConversation: (userId: string, id: string) => `/admin/users/${userId}/conversations/${id}`,
  howItWorks: '/how-it-works',
  terms: '/terms',
  privacy: '/privacy',
  audioChat: (sessionType: string) => `/audio-chat/${sessionType}`,
  chat: (sessionType: string) => `/app/chat/${sessionType}`,
  chatPath: (pathId: string) => `/app/chat/path/${pathId}`,
  conversation: (id: string) => `/conversations/${id}`,
  archive: '/archive',
  memory: '/app/memory',
  tellStory: (id?: string) => (id ? `/tell-story/${id}` : '/tell-story'),
  tellStoryEdit: (id: string, entryId: string) => `/tell-story/${id}/edit/${entryId}`,
  typeStory: (id?: string) => (id ? `/type-story/${id}` : '/type-story'),
  typeStoryEdit: (id: string, entryId: string) => `/type-story/${id}/edit/${entryId}`,
  profile: '/profile',
  family: '/family',
  familyJoin: '/family/join',
  shared: '/shared',
  sharedStory: (id: string) => `/shared/stories/${id}`,
  privacyPreferences: '/privacy-preferences',
  /** A keepsake paragraph's listen link (issue 26), public. */
  listen: (token: string) => `/listen/${token}`,
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  notFound: '/404',
} as const;

/** Where a signed-in user lands: the main home. */
export const HOME_PATH = paths.app;
