import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { TYPING_MS_PER_CHAR } from '#shared/constants.ts';
import { TypingText } from '@/components/typing-text';
import type { CallNote } from '../lib/tools.ts';
import { INTERVIEW_TEXTS } from '../texts.ts';
import classes from './notes-panel.module.css';

export interface PanelNote extends CallNote {
  createdAt?: string;
}

const timeOf = (iso: string | undefined) =>
  iso ? new Date(iso).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' }) : '';

const NoteItem = ({
  note,
  highlighted,
  onSave,
  onDelete,
}: {
  note: PanelNote;
  highlighted: boolean;
  onSave: (content: string) => void;
  onDelete: () => void;
}) => {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(note.content);
  return (
    <Paper withBorder p="sm" radius="md" component="li" data-testid="note">
      <Group justify="space-between" gap="xs" mb={6}>
        <Group gap="xs">
          <Badge variant={note.createdBy === 'walt' ? 'filled' : 'light'}>
            {note.createdBy === 'walt' ? INTERVIEW_TEXTS.noteByWalt : INTERVIEW_TEXTS.noteByYou}
          </Badge>
          <Text fz="xs" c="dimmed">
            {timeOf(note.createdAt)}
          </Text>
        </Group>
        {!editing && (
          <Group gap={4}>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={INTERVIEW_TEXTS.editNote}
              onClick={() => {
                setDraft(note.content);
                setEditing(true);
              }}
            >
              <IconPencil size={20} aria-hidden="true" />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={INTERVIEW_TEXTS.deleteNote}
              onClick={onDelete}
            >
              <IconTrash size={20} aria-hidden="true" />
            </ActionIcon>
          </Group>
        )}
      </Group>
      {editing ? (
        <Stack gap="xs">
          <Textarea
            aria-label={INTERVIEW_TEXTS.editNote}
            placeholder={INTERVIEW_TEXTS.editPlaceholder}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            autosize
            minRows={2}
          />
          <Group gap="xs">
            <Button
              size="sm"
              disabled={!draft.trim()}
              onClick={() => {
                onSave(draft.trim());
                setEditing(false);
              }}
            >
              {INTERVIEW_TEXTS.save}
            </Button>
            <Button size="sm" variant="default" onClick={() => setEditing(false)}>
              {INTERVIEW_TEXTS.cancel}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Text fz="md" data-testid="note-content">
          {highlighted ? <TypingText text={note.content} msPerChar={TYPING_MS_PER_CHAR} /> : note.content}
        </Text>
      )}
    </Paper>
  );
};

/**
 * The narrator's own note (part A §6: a signed-in user may add notes, authored 'user'). The words stay in the
 * box until the note is saved, so a failed save (logged as noteFailed, part A §4) loses nothing.
 */
const AddNoteForm = ({ onAdd }: { onAdd: (content: string) => Promise<unknown> }) => {
  const [draft, setDraft] = useState('');
  const [adding, setAdding] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (!content || adding) return;
    setAdding(true);
    try {
      await onAdd(content);
      setDraft('');
    } catch {
      // Logged by the call's queue; the words are kept for another try.
    } finally {
      setAdding(false);
    }
  };
  return (
    <Stack component="form" gap="xs" mb="md" onSubmit={submit} data-testid="add-note">
      <Textarea
        label={INTERVIEW_TEXTS.addNoteLabel}
        placeholder={INTERVIEW_TEXTS.addNotePlaceholder}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        rows={2}
      />
      <Button type="submit" size="sm" w="fit-content" disabled={!draft.trim()} loading={adding}>
        {INTERVIEW_TEXTS.addNote}
      </Button>
    </Stack>
  );
};

interface NotesPanelProps {
  notes: PanelNote[];
  loading: boolean;
  highlightedIds: string[];
  onAdd: (content: string) => Promise<unknown>;
  onSave: (noteId: string, content: string) => void;
  onDelete: (noteId: string) => void;
}

/** "Walt's Notes": what Walt (and the user) noted during the conversation, editable in place. */
export const NotesPanel = ({ notes, loading, highlightedIds, onAdd, onSave, onDelete }: NotesPanelProps) => (
  <aside className={classes.panel} aria-labelledby="notes-title">
    <Group gap="xs" mb="sm">
      <Title order={2} fz="h3" id="notes-title">
        {INTERVIEW_TEXTS.notesTitle}
      </Title>
      <Badge variant="light" aria-label={INTERVIEW_TEXTS.notesCount(notes.length)} data-testid="notes-count">
        {notes.length}
      </Badge>
    </Group>
    <AddNoteForm onAdd={onAdd} />
    {loading ? (
      <Text c="dimmed">{INTERVIEW_TEXTS.notesLoading}</Text>
    ) : notes.length === 0 ? (
      <Text c="dimmed">{INTERVIEW_TEXTS.notesEmpty}</Text>
    ) : (
      <Stack component="ul" gap="sm" className={classes.list} aria-live="polite">
        {notes.map((note) => (
          <NoteItem
            key={note.id}
            note={note}
            highlighted={highlightedIds.includes(note.id)}
            onSave={(content) => onSave(note.id, content)}
            onDelete={() => onDelete(note.id)}
          />
        ))}
      </Stack>
    )}
  </aside>
);
