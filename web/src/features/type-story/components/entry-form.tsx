import { Button, Group, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { StatusMessage } from '@/components/status-message';
import { ApiError } from '@/lib/api-client';
import type { Draft } from '../lib/use-draft.ts';
import { TYPE_STORY_TEXTS } from '../texts.ts';

interface EntryFormProps {
  draft: Draft;
  label: string;
  /** Saves the trimmed text; a rejection keeps the text and shows the server's message. */
  onSave: (text: string) => Promise<unknown>;
  /** Where Cancel goes (editing only); cancelling forgets the unsaved changes. */
  cancelTo?: string;
}

/** A labelled textarea and Save: empty text is refused here, with no request sent. */
export const EntryForm = ({ draft, label, onSave, cancelTo }: EntryFormProps) => {
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const text = draft.text.trim();
    if (!text) {
      setError(TYPE_STORY_TEXTS.writeSomething);
      textarea.current?.focus();
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      await onSave(text);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : TYPE_STORY_TEXTS.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {draft.restored && <StatusMessage tone="info">{TYPE_STORY_TEXTS.draftRestored}</StatusMessage>}
        <Textarea
          ref={textarea}
          label={label}
          description={TYPE_STORY_TEXTS.draftHint}
          value={draft.text}
          onChange={(event) => draft.setText(event.currentTarget.value)}
          rows={10}
          size="md"
          resize="vertical"
          spellCheck
        />
        {error && <StatusMessage tone="error">{error}</StatusMessage>}
        <Group gap="md">
          <Button type="submit" size="lg" disabled={saving}>
            {saving ? TYPE_STORY_TEXTS.saving : TYPE_STORY_TEXTS.save}
          </Button>
          {cancelTo && (
            <Button component={Link} to={cancelTo} size="lg" variant="default" onClick={draft.clear}>
              {TYPE_STORY_TEXTS.cancel}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
};
