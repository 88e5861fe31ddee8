import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LoadMore, type LoadMoreState } from '@/components/load-more';
import { paths } from '@/config/paths';
import type { Note } from '@/lib/queries/notes';
import { entriesOf, type StoryDetail } from '@/lib/queries/stories';
import { STORY_TEXTS } from '../texts.ts';
import { AddedBy } from './family-panel.tsx';
import { ItemHeader } from './item-header.tsx';
import { MaterialTab } from './material-tab.tsx';
import { useMaterialDelete } from './use-material-delete.tsx';

const Body = ({ text }: { text: string }) => (
  <Text mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
    {text}
  </Text>
);

const byDate = <T extends { createdAt: string }>(items: readonly T[]) =>
  [...items].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));

/** The notes Walt took for this story. */
export const WaltNotesTab = ({
  storyId,
  notes,
  more,
}: {
  storyId: string;
  notes: Note[];
  more?: LoadMoreState;
}) => {
  const { ask, modal, failed } = useMaterialDelete(storyId, 'note');
  const walts = byDate(notes.filter((note) => note.createdBy === 'walt'));
  return (
    <MaterialTab
      failed={failed}
      empty={<Text c="dimmed">{STORY_TEXTS.noWaltNotes}</Text>}
      items={walts.map((note) => (
        <Paper component="li" key={note.id} withBorder radius="md" p="lg">
          <ItemHeader kind={STORY_TEXTS.waltNote} createdAt={note.createdAt} onDelete={() => ask(note.id)} />
          <Body text={note.content} />
        </Paper>
      ))}
    >
      <LoadMore more={more} />
      {modal}
    </MaterialTab>
  );
};

/** The narrator's own material: typed entries, voice memos (with their recording) and their notes. */
export const YourNotesTab = ({
  story,
  notes,
  more,
}: {
  story: StoryDetail;
  notes: Note[];
  more?: LoadMoreState;
}) => {
  const texts = useMaterialDelete(story.id, 'textEntry');
  const memos = useMaterialDelete(story.id, 'voiceMemo');
  const userNotes = useMaterialDelete(story.id, 'note');
  const { textEntries, voiceMemoEntries } = entriesOf(story);
  const items = byDate([
    ...textEntries.map((entry) => ({ kind: 'text' as const, createdAt: entry.createdAt, entry })),
    ...voiceMemoEntries.map((entry) => ({ kind: 'memo' as const, createdAt: entry.createdAt, entry })),
    ...notes
      .filter((note) => note.createdBy !== 'walt')
      .map((note) => ({ kind: 'note' as const, createdAt: note.createdAt, entry: note })),
  ]);
  const failed = texts.failed ?? memos.failed ?? userNotes.failed;
  return (
    <MaterialTab
      failed={failed}
      empty={
        <Stack gap="sm" align="flex-start">
          <Text c="dimmed">{STORY_TEXTS.noYourNotes}</Text>
          <Group gap="sm">
            <Button component={Link} to={paths.typeStory(story.id)} variant="light">
              {STORY_TEXTS.typeNote}
            </Button>
            <Button
              component={Link}
              to={`${paths.tellStory()}?${new URLSearchParams({ storyId: story.id })}`}
              variant="light"
            >
              {STORY_TEXTS.speakNote}
            </Button>
          </Group>
        </Stack>
      }
      items={items.map((item) => (
        <Paper component="li" key={`${item.kind}-${item.entry.id}`} withBorder radius="md" p="lg">
          {item.kind === 'text' && (
            <ItemHeader
              kind={STORY_TEXTS.textEntry}
              createdAt={item.createdAt}
              editTo={paths.typeStoryEdit(story.id, item.entry.id)}
              onDelete={() => texts.ask(item.entry.id)}
            />
          )}
          {item.kind === 'memo' && (
            <>
              <ItemHeader
                kind={STORY_TEXTS.voiceMemo}
                createdAt={item.createdAt}
                editTo={paths.tellStoryEdit(story.id, item.entry.id)}
                onDelete={() => memos.ask(item.entry.id)}
              />
              {item.entry.recordingUrl && (
                // biome-ignore lint/a11y/useMediaCaption: the memo's transcript is shown right below
                <audio
                  controls
                  preload="none"
                  src={item.entry.recordingUrl}
                  aria-label={STORY_TEXTS.recordingLabel(new Date(item.createdAt).toLocaleString())}
                  style={{ width: '100%', marginTop: 12 }}
                />
              )}
            </>
          )}
          {item.kind === 'note' && (
            <ItemHeader
              kind={STORY_TEXTS.yourNote}
              createdAt={item.createdAt}
              onDelete={() => userNotes.ask(item.entry.id)}
            />
          )}
          <Body text={item.entry.content} />
          {item.kind !== 'note' && <AddedBy addedBy={item.entry.addedBy} />}
        </Paper>
      ))}
    >
      <LoadMore more={more} />
      {texts.modal}
      {memos.modal}
      {userNotes.modal}
    </MaterialTab>
  );
};
