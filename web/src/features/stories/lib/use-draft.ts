import { useRef, useState } from 'react';
import { clearDraft, readDraft, type StoredDraft, writeDraft } from './draft-store.ts';

export interface Draft extends StoredDraft {
  /** True when the words came back from an earlier visit. */
  restored: boolean;
  /** Merges a change into the draft and keeps it on this device. */
  update: (change: Partial<Omit<StoredDraft, 'entryId'>>) => void;
  /** After a successful save (or a Cancel): forgets the draft and starts a new one. */
  clear: () => void;
}

/**
 * An entry's words (and, when spoken, the ids of its recording and story) kept in localStorage under `key`
 * as they change, so nothing is lost to a closed tab or a failed save. Without a stored draft the words
 * start as `initialText` (an entry being edited).
 */
export const useDraft = (key: string, initialText = ''): Draft => {
  const fresh = (): StoredDraft => ({ text: initialText, entryId: crypto.randomUUID() });
  const [state, setState] = useState(() => {
    const stored = readDraft(key);
    return stored ? { ...stored, restored: stored.text !== initialText } : { ...fresh(), restored: false };
  });
  // The latest draft, so two changes in one event (a transcript and its recording) both survive.
  const latest = useRef<StoredDraft>(state);

  const update: Draft['update'] = (change) => {
    const { text, entryId, recordingId, storyId } = { ...latest.current, ...change };
    latest.current = { text, entryId, recordingId, storyId };
    writeDraft(key, latest.current);
    setState((current) => ({ ...current, ...change }));
  };
  const clear = () => {
    clearDraft(key);
    latest.current = fresh();
    setState({ ...latest.current, restored: false });
  };
  return { ...state, update, clear };
};

/**
 * Editing a saved entry: its words as a draft kept under `key` (starting from what is saved), and the save,
 * which writes them with `write`, forgets the draft and then goes on with `done`.
 */
export const useEntryEdit = (
  key: string,
  content: string,
  write: (content: string) => Promise<unknown>,
  done: () => void,
) => {
  const draft = useDraft(key, content);
  const save = async (words: string) => {
    await write(words);
    draft.clear();
    done();
  };
  return { draft, save };
};
