import { useState } from 'react';
import type { Draft } from './use-draft.ts';

interface EntrySaveOptions {
  draft: Draft;
  /** Saves the trimmed words; a rejection keeps them and shows `failureText` of it. */
  onSave: (text: string) => Promise<unknown>;
  /** What empty or blank words say (no request is sent). */
  emptyText: string;
  failureText: (failure: unknown) => string;
  /** Called when the words are empty, after the message is shown. */
  onEmpty?: () => void;
}

/** The Save of an entry screen: refuses empty words, saves once at a time and shows why a save failed. */
export const useEntrySave = ({ draft, onSave, emptyText, failureText, onEmpty }: EntrySaveOptions) => {
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (saving) return;
    const text = draft.text.trim();
    if (!text) {
      setError(emptyText);
      onEmpty?.();
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      await onSave(text);
    } catch (failure) {
      console.error('Saving the entry failed', failure);
      setError(failureText(failure));
    } finally {
      setSaving(false);
    }
  };
  return { save, saving, error, setError };
};
