import { Group, Text } from '@mantine/core';
import { IconMicrophone, IconMicrophoneOff } from '@tabler/icons-react';
import { VOICE_TEXTS } from '#shared/texts.ts';

/** The narrator's choice about keeping their voice, said calmly on the call screen (issue 26). */
export const RecordingState = ({ on }: { on: boolean }) => {
  const Icon = on ? IconMicrophone : IconMicrophoneOff;
  return (
    <Group gap={6} justify="center" data-testid="call-recording-state">
      <Icon size={20} aria-hidden="true" />
      <Text fz="md" c="dimmed">
        {on ? VOICE_TEXTS.recordingOn : VOICE_TEXTS.recordingOff}
      </Text>
    </Group>
  );
};
