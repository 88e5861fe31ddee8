import { draftOwner } from '@/lib/auth/device-drafts';

/** Unsaved text of one textarea, with the id its entry will be saved under (made once per draft). */
export interface StoredDraft {
  text: string;
  entryId: string;
}

const PREFIX = 'walt.draft.type-story';

/** One key per screen: a new story, a note for a story, or the edit of one entry (stored per user). */
export const draftKeys = {
  get newStory() {
    return `${PREFIX}.${draftOwner()}.new`;
  },
  note: (storyId: string) => `${PREFIX}.${draftOwner()}.${storyId}`,
  edit: (entryId: string) => `${PREFIX}.${draftOwner()}.edit.${entryId}`,
};

// Storage can be missing or full (private windows, quotas): the textarea then simply works without it.
export const readDraft = (key: string): StoredDraft | undefined => {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && 'text' in parsed && typeof parsed.text === 'string') {
      const entryId = 'entryId' in parsed && typeof parsed.entryId === 'string' ? parsed.entryId : undefined;
      return { text: parsed.text, entryId: entryId ?? crypto.randomUUID() };
    }
    return undefined;
  } catch {
    return undefined;
  }
};

export const writeDraft = (key: string, draft: StoredDraft): void => {
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
