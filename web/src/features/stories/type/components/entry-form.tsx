import { Button, Group, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useRef } from 'react';
import { Link } from 'react-router-dom';
import { StatusMessage } from '@/components/status-message';
import { ApiError } from '@/lib/api-client';
import type { Draft } from '../../lib/use-draft.ts';
import { useEntrySave } from '../../lib/use-entry-save.ts';
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
  const textarea = useRef<HTMLTextAreaElement>(null);
  const { save, saving, error } = useEntrySave({
    draft,
    onSave,
    emptyText: TYPE_STORY_TEXTS.writeSomething,
    failureText: (failure) => (failure instanceof ApiError ? failure.message : TYPE_STORY_TEXTS.saveFailed),
    onEmpty: () => textarea.current?.focus(),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save();
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
          onChange={(event) => draft.update({ text: event.currentTarget.value })}
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
