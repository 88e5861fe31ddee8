/**
 * Unsaved drafts kept on this device (typed and spoken story entries) belong to the signed-in user: their
 * keys carry the user's id, so a second person signing in on the same browser never sees them, and
 * signing out removes every draft.
 */
const DRAFT_PREFIX = 'walt.draft.';

let owner: string | null = null;

/** Set by the auth actions whenever a user is signed in (or out). */
export const setDraftOwner = (userId: string | null): void => {
  owner = userId;
};

/** Whose drafts are read and written now: the signed-in user's id (`anonymous` before the session check). */
export const draftOwner = (): string => owner ?? 'anonymous';

/** Removes every draft of every user from this device (on logout). */
export const clearDeviceDrafts = (): void => {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) if (key?.startsWith(DRAFT_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage is unavailable: nothing was kept.
  }
};
