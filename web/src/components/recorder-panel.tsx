import { Button, Stack, Text, Title } from '@mantine/core';
import { IconMicrophone, IconPlayerStopFilled } from '@tabler/icons-react';
import { useAudioLevels } from '@/lib/use-audio-levels';
import type { RecorderPhase } from '@/lib/use-recorder';
import { AudioMeter } from './audio-meter';
import { RECORDER_TEXTS } from './texts';

interface RecorderPanelProps {
  phase: RecorderPhase;
  stream: MediaStream | undefined;
  onToggle: () => void;
  onError: (message: string) => void;
  /** No recording while the words are being edited by hand. */
  disabled: boolean;
}

const statusOf = (phase: RecorderPhase) => {
  if (phase === 'recording') return RECORDER_TEXTS.recordingNow;
  if (phase === 'transcribing') return RECORDER_TEXTS.transcribingNow;
  return RECORDER_TEXTS.recordHint;
};

/** The record toggle with the microphone's level meter and a word on what is happening. */
export const RecorderPanel = ({ phase, stream, onToggle, onError, disabled }: RecorderPanelProps) => {
  const levels = useAudioLevels(stream, onError);
  const recording = phase === 'recording';
  const busy = phase === 'starting' || phase === 'transcribing';
  return (
    <Stack component="section" gap="md" align="center" aria-labelledby="recorder-title">
      <Title order={2} id="recorder-title" fz="h3">
        {RECORDER_TEXTS.recorderTitle}
      </Title>
      <Button
        size="xl"
        radius="xl"
        color={recording ? 'red.9' : undefined}
        onClick={onToggle}
        disabled={disabled || busy}
        aria-pressed={recording}
        aria-busy={busy}
        leftSection={
          recording ? (
            <IconPlayerStopFilled size={28} aria-hidden="true" />
          ) : (
            <IconMicrophone size={28} aria-hidden="true" />
          )
        }
      >
        {phase === 'transcribing'
          ? RECORDER_TEXTS.transcribing
          : recording
            ? RECORDER_TEXTS.stopRecording
            : RECORDER_TEXTS.startRecording}
      </Button>
      {recording && <AudioMeter levels={levels} label={RECORDER_TEXTS.meterLabel} />}
      <Text role="status" fz="lg" ta="center">
        {statusOf(phase)}
      </Text>
    </Stack>
  );
};
