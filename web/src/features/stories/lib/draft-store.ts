import { draftOwner } from '@/lib/auth/device-drafts';

/**
 * The unsaved words of one entry screen, with the ids that make its save safe to retry: the entry's own id
 * (made once per draft) and, for a spoken entry, the kept recording it links to and, for a new story, the
 * story already created by an earlier attempt whose entry was not saved.
 */
export interface StoredDraft {
  text: string;
  entryId: string;
  recordingId?: string;
  storyId?: string;
}

/**
 * The key of one screen's draft, per user (see lib/auth/device-drafts: another person signing in on this
 * browser never sees it, signing out removes it), e.g. `walt.draft.type-story.{user}.new`.
 */
export const draftKey = (screen: 'type-story' | 'tell-story', ...parts: string[]) =>
  ['walt.draft', screen, draftOwner(), ...parts].join('.');

const optionalString = (value: object, key: string): string | undefined => {
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' && field ? field : undefined;
};

// Storage can be missing or full (private windows, quotas): the screen then simply works without it.
export const readDraft = (key: string): StoredDraft | undefined => {
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
