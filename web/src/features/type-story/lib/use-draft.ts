import { useState } from 'react';
import { clearDraft, readDraft, writeDraft } from './draft-store.ts';

export interface Draft {
  text: string;
  /** The id the entry is saved under; the same for every retry of one draft. */
  entryId: string;
  /** True when the text came back from an earlier visit. */
  restored: boolean;
  setText: (text: string) => void;
  /** After a successful save (or a Cancel): forgets the text and starts a new draft. */
  clear: () => void;
}

/**
 * A textarea's text kept in localStorage under `key` as it is typed, so nothing is lost to a closed tab or
 * a failed save. Without a stored draft the text starts as `initialText` (an entry being edited).
 */
export const useDraft = (key: string, initialText = ''): Draft => {
  const [state, setState] = useState(() => {
    const stored = readDraft(key);
    return stored
      ? { ...stored, restored: stored.text !== initialText }
      : { text: initialText, entryId: crypto.randomUUID(), restored: false };
  });
  const setText = (text: string) => {
    setState((current) => ({ ...current, text }));
    writeDraft(key, { text, entryId: state.entryId });
  };
  const clear = () => {
    clearDraft(key);
    setState({ text: initialText, entryId: crypto.randomUUID(), restored: false });
  };
  return { ...state, setText, clear };
};
