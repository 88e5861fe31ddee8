/**
 * The query keys of the signed-in cache not held by a resource module. The keys of stories, conversations,
 * notes, research, artefacts, journeys and formats are in their modules (lib/queries/<resource>.ts) beside
 * their queries and invalidations; a feature marks another's data stale through those (never literal keys).
 */

/** The signed-in user's profile: name, email and granted permissions (features/profile). */
export const profileKeys = {
  profile: ['profile'] as const,
  /** "Your sessions" on the profile (issue 23, M6). */
  sessions: ['account', 'sessions'] as const,
  /** A "Download everything" job as /profile polls it (issue 26). */
  export: (jobId: string) => ['account', 'export', jobId] as const,
};

/** The loaded call: its conversation started or resumed, with messages, questions and story progress. */
export const callKeys = {
  call: (target: { sessionType?: string; pathId?: string; storyId?: string }) =>
    ['call', target.sessionType ?? null, target.pathId ?? null, target.storyId ?? null] as const,
};

/** The admin content screens' paths (features/admin-content; their formats and journeys: lib/queries). */
export const adminContentKeys = {
  paths: ['admin-content', 'paths'] as const,
  path: (id: string) => ['admin-content', 'paths', id] as const,
};

/** The admin users screens' data (features/admin). */
export const adminKeys = {
  /** Every users query: a prefix of the keys below, so one invalidation refreshes lists, counts and details. */
  users: ['admin', 'users'] as const,
  userList: (query: { page: number; limit: number; role: string; transcripts: string }) =>
    ['admin', 'users', 'list', query] as const,
  user: (id: string) => ['admin', 'users', id] as const,
  progress: (id: string) => ['admin', 'users', id, 'progress'] as const,
  conversations: (id: string) => ['admin', 'users', id, 'conversations'] as const,
  stories: (id: string) => ['admin', 'users', id, 'stories'] as const,
  story: (id: string, storyId: string) => ['admin', 'users', id, 'stories', storyId] as const,
  /** The admin audit trail, newest first, a page per cursor. */
  audit: ['admin', 'audit'] as const,
};

/** Gmail linking and the email insights it yields (features/gmail). */
export const gmailKeys = {
  status: ['gmail', 'status'] as const,
  /** The insights shown: the first page, or whatever Load More, a finished run or a delete put there. */
  insights: ['gmail', 'insights'] as const,
};
