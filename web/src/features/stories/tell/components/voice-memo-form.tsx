import { Button, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { StatusMessage } from '@/components/status-message';
import { ApiError } from '@/lib/api-client';
import { useTranscribe } from '@/lib/queries/stories';
import type { Draft } from '../../lib/use-draft.ts';
import { useEntrySave } from '../../lib/use-entry-save.ts';
import { useRecorder } from '../lib/use-recorder.ts';
import { TELL_STORY_TEXTS } from '../texts.ts';
import { RecorderPanel } from './recorder-panel.tsx';
import { WordsEditor } from './words-editor.tsx';

interface VoiceMemoFormProps {
  draft: Draft;
  /** The new-memo screens record; the edit screen only plays the kept recording back. */
  canRecord: boolean;
  /** The kept recording's playback URL (the edit screen). */
  recordingUrl?: string;
  /** Saves the trimmed words; a rejection keeps them and shows why. */
  onSave: (text: string) => Promise<unknown>;
}

/** What a failed transcription says: a refused (too large) recording the server's reason, else the spec's text. */
const transcribeFailure = (error: unknown) =>
  error instanceof ApiError && error.status === 413 ? error.message : TELL_STORY_TEXTS.transcribeFailed;

/** What a failed save says: a refusal the server explains (a 4xx) in its words, else the spec's text. */
const saveFailure = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401
    ? error.message
    : TELL_STORY_TEXTS.saveFailed;

/** A local object URL for the latest recording, released when replaced or when the screen closes. */
const useLocalRecording = () => {
  const [url, setUrl] = useState<string>();
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { url, keep: (recording: Blob) => setUrl(URL.createObjectURL(recording)) };
};

/**
 * The spoken entry's recorder, playback, words and Save. A new recording's transcript is added to the words
 * and its kept recording becomes the one the entry links to.
 */
export const VoiceMemoForm = ({ draft, canRecord, recordingUrl, onSave }: VoiceMemoFormProps) => {
  const [editing, setEditing] = useState(false);
  const [fresh, setFresh] = useState<{ text: string; key: number }>();
  const { save, saving, error, setError } = useEntrySave({
    draft,
    onSave,
    emptyText: TELL_STORY_TEXTS.recordSomething,
    failureText: saveFailure,
  });
  const transcription = useTranscribe();
  const local = useLocalRecording();
  const showError = useCallback((message: string) => setError(message), [setError]);

  const recorder = useRecorder({
    onRecorded: async (recording) => {
      try {
        const { transcript, recordingId } = await transcription.mutateAsync(recording);
        const words = [draft.text.trim(), transcript.trim()].filter(Boolean).join('\n\n');
        draft.update({ text: words, recordingId });
        setFresh({ text: transcript.trim(), key: Date.now() });
        local.keep(recording);
      } catch (failure) {
        console.error('Transcription failed', failure);
        setError(transcribeFailure(failure));
      }
    },
    onError: showError,
  });

  const toggle = () => {
    setError(undefined);
    recorder.toggle();
  };

  const playback = local.url ?? recordingUrl;
  const recorderBusy = recorder.phase !== 'idle';
  return (
    <Stack gap="xl">
      {draft.restored && <StatusMessage tone="info">{TELL_STORY_TEXTS.draftRestored}</StatusMessage>}
      {canRecord && (
        <RecorderPanel
          phase={recorder.phase}
          stream={recorder.stream}
          onToggle={toggle}
          onError={showError}
          disabled={editing || saving}
        />
      )}
      {playback && (
        // biome-ignore lint/a11y/useMediaCaption: a voice memo's words are shown in full just below
        <audio
          controls
          src={playback}
          aria-label={TELL_STORY_TEXTS.playbackLabel}
          style={{ width: '100%' }}
        />
      )}
      <WordsEditor
        text={draft.text}
        editing={editing}
        onEditingChange={setEditing}
        onChange={(text) => {
          setFresh(undefined);
          draft.update({ text });
        }}
        fresh={fresh}
      />
      {error && <StatusMessage tone="error">{error}</StatusMessage>}
      {!editing && (
        <Stack gap={4} align="flex-start">
          <Button size="lg" onClick={save} disabled={saving || recorderBusy}>
            {saving ? TELL_STORY_TEXTS.saving : TELL_STORY_TEXTS.save}
          </Button>
          <Text c="dimmed">{TELL_STORY_TEXTS.draftHint}</Text>
        </Stack>
      )}
    </Stack>
  );
};
