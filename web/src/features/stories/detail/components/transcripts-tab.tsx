import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import Markdown from 'react-markdown';
import { Link } from 'react-router-dom';
import lists from '@/components/plain-list.module.css';
import { PlayClipButton } from '@/components/play-clip-button';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { type RecordingClip, useRecordingClips } from '@/lib/queries/call-recordings';
import { useTranscriptTurns } from '@/lib/queries/conversations';
import type { TranscriptEntry } from '@/lib/queries/stories';
import { useClipPlayer } from '@/lib/use-clip-player';
import { STORY_TEXTS } from '../texts.ts';
import { ItemHeader } from './item-header.tsx';
import { MaterialTab } from './material-tab.tsx';
import { useMaterialDelete } from './use-material-delete.tsx';

/** A turn of the transcript; those read from the conversation itself carry their message id. */
type Turn = TranscriptEntry['transcript'][number] & { id?: string };
type Player = ReturnType<typeof useClipPlayer>;

const turnText = (turn: Turn) => turn.content ?? turn.text ?? turn.message ?? '';
const isNarrator = (turn: Turn) => (turn.role ?? turn.speaker) === 'user';

interface TurnsProps {
  turns: readonly Turn[];
  clips: ReadonlyMap<string, RecordingClip>;
  player: Player;
}

const Turns = ({ turns, clips, player }: TurnsProps) => (
  <ol className={lists.list}>
    {turns.map((turn, index) => {
      const clip = turn.id && isNarrator(turn) ? clips.get(turn.id) : undefined;
      return (
        // biome-ignore lint/suspicious/noArrayIndexKey: the turns of one fixed transcript
        <li key={index}>
          <Group gap="sm">
            <Text fw={700}>{isNarrator(turn) ? STORY_TEXTS.you : STORY_TEXTS.walt}</Text>
            {clip && (
              <PlayClipButton
                text={turnText(turn)}
                playing={player.playing === clip.messageId}
                onToggle={() => player.toggle(clip)}
              />
            )}
          </Group>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{turnText(turn) || STORY_TEXTS.emptyMessage}</Text>
        </li>
      );
    })}
  </ol>
);

interface TranscriptItemProps {
  entry: TranscriptEntry;
  player: Player;
  onDelete: () => void;
}

const TranscriptItem = ({ entry, player, onDelete }: TranscriptItemProps) => {
  const [open, setOpen] = useState(false);
  const truncated = entry.transcriptTruncated === true;
  const clips = useRecordingClips(entry.conversationId, open);
  // The story's turns carry no message ids: with recordings, the conversation's own messages are read.
  const loaded = useTranscriptTurns(entry.conversationId, open && (truncated || clips.size > 0));
  const turns: readonly Turn[] =
    truncated || loaded.data
      ? (loaded.data ?? []).map((message) => ({
          id: message.id,
          role: message.role,
          content: message.content,
        }))
      : entry.transcript;
  const count = entry.messageCount ?? entry.transcript.length;
  const turnsId = `transcript-${entry.id}`;
  return (
    <Paper component="li" withBorder radius="md" p="lg">
      <ItemHeader
        kind={STORY_TEXTS.transcriptTitle(entry.path?.name)}
        createdAt={entry.createdAt}
        onDelete={onDelete}
      />
      <Stack gap="sm" mt="sm">
        {entry.summary?.trim() && (
          <div>
            <Text fw={700}>{STORY_TEXTS.summary}</Text>
            <Markdown>{entry.summary}</Markdown>
          </div>
        )}
        <Text c="dimmed" fz="sm">
          {STORY_TEXTS.messageCount(count)} ·{' '}
          <Anchor component={Link} to={paths.conversation(entry.conversationId)}>
            {STORY_TEXTS.openConversation}
          </Anchor>
        </Text>
        {count > 0 && (
          <Button
            variant="default"
            w="fit-content"
            aria-expanded={open}
            aria-controls={turnsId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? STORY_TEXTS.hideTranscript : STORY_TEXTS.showTranscript}
          </Button>
        )}
        {open && (
          <div id={turnsId}>
            {truncated && loaded.isPending && <Text role="status">{STORY_TEXTS.loadingTranscript}</Text>}
            {truncated && loaded.isError && (
              <StatusMessage tone="error">{STORY_TEXTS.transcriptFailed}</StatusMessage>
            )}
            <Turns turns={turns} clips={clips} player={player} />
          </div>
        )}
      </Stack>
    </Paper>
  );
};

/** One card per conversation held for the story: summary, path, and the turns on demand. */
export const TranscriptsTab = ({ storyId, entries }: { storyId: string; entries: TranscriptEntry[] }) => {
  const { ask, modal, failed } = useMaterialDelete(storyId, 'transcript');
  const player = useClipPlayer();
  return (
    <MaterialTab
      failed={failed}
      empty={<Text c="dimmed">{STORY_TEXTS.noTranscripts}</Text>}
      items={entries.map((entry) => (
        <TranscriptItem key={entry.id} entry={entry} player={player} onDelete={() => ask(entry.id)} />
      ))}
    >
      {modal}
    </MaterialTab>
  );
};
