import { draftOwner } from '@/lib/auth/device-drafts';

/**
 * The unsaved words of one spoken-story screen, with the ids that make its save safe to retry: the entry's
 * own id (made once per draft), the kept recording it links to, and for a new story the story already
 * created by an earlier attempt whose entry was not saved.
 */
export interface VoiceDraft {
  text: string;
  entryId: string;
  recordingId?: string;
  storyId?: string;
}

const PREFIX = 'walt.draft.tell-story';

/**
 * One key per screen and user (see lib/auth/device-drafts: another person signing in on this browser never
 * sees them, signing out removes them): a new story, a memo for a story, or the edit of one memo.
 */
export const draftKeys = {
  get newStory() {
    return `${PREFIX}.${draftOwner()}.new`;
  },
  memo: (storyId: string) => `${PREFIX}.${draftOwner()}.${storyId}`,
  edit: (entryId: string) => `${PREFIX}.${draftOwner()}.edit.${entryId}`,
};

const optionalString = (value: object, key: string): string | undefined => {
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' && field ? field : undefined;
};

// Storage can be missing or full (private windows, quotas): the screen then simply works without it.
export const readDraft = (key: string): VoiceDraft | undefined => {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || !('text' in parsed) || typeof parsed.text !== 'string')
      return undefined;
    return {
      text: parsed.text,
      entryId: optionalString(parsed, 'entryId') ?? crypto.randomUUID(),
      recordingId: optionalString(parsed, 'recordingId'),
      storyId: optionalString(parsed, 'storyId'),
    };
  } catch {
    return undefined;
  }
};

export const writeDraft = (key: string, draft: VoiceDraft): void => {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch (error) {
    console.warn('Could not keep the draft on this device', error);
  }
};

export const clearDraft = (key: string): void => {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
};
