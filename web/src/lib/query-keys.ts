/**
 * The query keys of the signed-in cache, one object per feature. A feature reads and writes its own keys,
 * and marks another feature's data stale through that feature's keys (never through literal keys).
 */

/** The dashboard's cached data (features/home). */
export const homeKeys = {
  /** The caller's conversations, from which the four steps are worked out. */
  conversations: ['conversations'] as const,
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
  detail: (id: string) => ['story', id] as const,
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
