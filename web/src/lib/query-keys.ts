/**
 * The query keys of the signed-in cache, one object per feature. A feature reads and writes its own keys,
 * and marks another feature's data stale through that feature's keys (never through literal keys).
 */

/** The dashboard's cached data (features/home). */
export const homeKeys = {
  /** The caller's conversations, from which the four steps are worked out. */
  conversations: ['conversations'] as const,
  /** The stories grid (journey badge, preview, entry count, updated date). */
  stories: ['stories'] as const,
};

/** The featured journeys of the journey chooser (features/journeys). */
export const journeyKeys = {
  featured: ['journeys', 'featured'] as const,
};

/** The archive's cached lists (features/archive). */
export const archiveKeys = {
  conversations: ['archive', 'conversations'] as const,
  stories: ['archive', 'stories'] as const,
};

/** Where a conversation is read from: the owner's endpoints or the admin's (consent checked there). */
export type ConversationSource = 'user' | 'admin';

/** One conversation as its owner or an administrator reads it (features/conversations). */
export const conversationKeys = {
  detail: (source: ConversationSource, id: string) => ['conversation', source, id] as const,
};

/** One story of the caller, with its entries (features/type-story). */
export const storyKeys = {
  /** Everything read for one story: a prefix of the keys below, so one invalidation refreshes the page. */
  all: (id: string) => ['story', id] as const,
  detail: (id: string) => ['story', id, 'detail'] as const,
  stepCompletions: (id: string) => ['story', id, 'step-completions'] as const,
  notes: (id: string) => ['story', id, 'notes'] as const,
  research: (id: string) => ['story', id, 'research'] as const,
  /** The formats the story can be turned into, and its artefacts with the generations still running. */
  formats: (id: string) => ['story', id, 'formats'] as const,
  artefacts: (id: string) => ['story', id, 'artefacts'] as const,
  transcript: (conversationId: string) => ['story-transcript', conversationId] as const,
};

/** One research report (features/research). */
export const researchKeys = {
  report: (id: string) => ['research-report', id] as const,
};

/** A format, a generation job and an artefact (features/artefacts). */
export const artefactKeys = {
  format: (id: string) => ['format', id] as const,
  job: (jobId: string) => ['artefact-job', jobId] as const,
  artefact: (id: string) => ['artefact', id] as const,
};

/** The signed-in user's profile: name, email and granted permissions (features/profile). */
export const profileKeys = {
  profile: ['profile'] as const,
};

/** The loaded call: its conversation started or resumed, with messages, questions and story progress. */
export const callKeys = {
  call: (target: { sessionType?: string; pathId?: string; storyId?: string }) =>
    ['call', target.sessionType ?? null, target.pathId ?? null, target.storyId ?? null] as const,
};

/** The admin content screens' data: paths, formats, journeys and steps (features/admin-content). */
export const adminContentKeys = {
  paths: ['admin-content', 'paths'] as const,
  path: (id: string) => ['admin-content', 'paths', id] as const,
  formats: ['admin-content', 'formats'] as const,
  format: (id: string) => ['admin-content', 'formats', id] as const,
  journeys: ['admin-content', 'journeys'] as const,
  journey: (id: string) => ['admin-content', 'journeys', id] as const,
  steps: (journeyId: string) => ['admin-content', 'journeys', journeyId, 'steps'] as const,
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
