import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { RecorderPanel } from '@/components/recorder-panel';
import { StatusMessage } from '@/components/status-message';
import { TitledSection } from '@/components/titled-section';
import { ApiError, messageOf } from '@/lib/api-client';
import { useAddContribution } from '@/lib/queries/family';
import { useTranscribe } from '@/lib/queries/stories';
import { useRecorder } from '@/lib/use-recorder';
import { FAMILY_TEXTS, FAMILY_PAGE_TEXTS as T } from '../texts.ts';

/** A local object URL for the latest recording, released when replaced or when the form closes. */
const useLocalRecording = () => {
  const [url, setUrl] = useState<string>();
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return {
    url,
    keep: (recording: Blob) => setUrl(URL.createObjectURL(recording)),
    forget: () => setUrl(undefined),
  };
};

/** A refused (too large) recording says why in the server's words; anything else the calm text. */
const transcribeFailure = (error: unknown) =>
  error instanceof ApiError && error.status === 413 ? error.message : T.transcribeFailed;

/**
 * "Add a memory" on a shared story (a contributor only): typed, or spoken with the recorder of /tell-story,
 * whose words are written into the same field to be read and corrected before sending. The memory waits for
 * the narrator, so the confirmation says they will see it.
 */
export const AddMemory = ({ storyId, narrator }: { storyId: string; narrator: string }) => {
  const add = useAddContribution(storyId);
  const transcription = useTranscribe();
  const local = useLocalRecording();
  // The client's id, so a retried send stores the memory once; a new one for the next memory.
  const [id, setId] = useState(() => crypto.randomUUID());
  const [text, setText] = useState('');
  const [recordingId, setRecordingId] = useState<string>();
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  const showError = useCallback((message: string) => setError(message), []);

  const recorder = useRecorder({
    onRecorded: async (recording) => {
      try {
        const { transcript, recordingId: kept } = await transcription.mutateAsync(recording);
        setText((current) => [current.trim(), transcript.trim()].filter(Boolean).join('\n\n'));
        setRecordingId(kept);
        local.keep(recording);
      } catch (failure) {
        console.error('Transcription failed', failure);
        setError(transcribeFailure(failure));
      }
    },
    onError: showError,
  });

  const onSend = () => {
    setError(undefined);
    const content = text.trim();
    if (!content) {
      setError(T.memoryMissing);
      return;
    }
    add.mutate(
      { id, content, ...(recordingId ? { recordingId } : {}) },
      {
        onSuccess: () => setSent(true),
        onError: (failure) => setError(messageOf(failure, T.unknownError)),
      },
    );
  };

  const again = () => {
    setId(crypto.randomUUID());
    setText('');
    setRecordingId(undefined);
    local.forget();
    setSent(false);
  };

  const busy = recorder.phase !== 'idle' || add.isPending;
  return (
    <TitledSection titleId="add-memory-title" title={FAMILY_TEXTS.addMemory}>
      {sent ? (
        <Stack gap="md" align="flex-start">
          <StatusMessage tone="success">{T.memoryThanks(narrator)}</StatusMessage>
          <Button variant="default" onClick={again}>
            {T.addAnother}
          </Button>
        </Stack>
      ) : (
        <Stack gap="lg">
          <Text fz="lg">{T.addMemoryIntro(narrator)}</Text>
          <RecorderPanel
            phase={recorder.phase}
            stream={recorder.stream}
            onToggle={() => {
              setError(undefined);
              recorder.toggle();
            }}
            onError={showError}
            disabled={add.isPending}
          />
          {local.url && (
            // biome-ignore lint/a11y/useMediaCaption: the memory's words are shown in full just below
            <audio controls src={local.url} aria-label={T.playbackLabel} style={{ width: '100%' }} />
          )}
          <Textarea
            label={T.memoryLabel}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            rows={6}
            size="md"
          />
          {error && <StatusMessage tone="error">{error}</StatusMessage>}
          <Group>
            <Button size="lg" onClick={onSend} loading={add.isPending} disabled={busy && !add.isPending}>
              {T.sendMemory}
            </Button>
          </Group>
        </Stack>
      )}
    </TitledSection>
  );
};
