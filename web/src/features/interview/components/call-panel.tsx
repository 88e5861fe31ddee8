import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPhone, IconPhoneOff } from '@tabler/icons-react';
import { AudioMeter } from '@/components/audio-meter';
import type { CallPhase } from '../lib/call-lifecycle.ts';
import { formatElapsed } from '../lib/clock.ts';
import { statusText, type VoiceState } from '../lib/voice-state.ts';
import { INTERVIEW_TEXTS } from '../texts.ts';
import classes from './call-panel.module.css';

interface CallPanelProps {
  phase: CallPhase;
  voice: VoiceState;
  elapsedSeconds: number;
  levels: number[];
  onStart: () => void;
  onEnd: () => void;
  /** The completion view hides the start button. */
  canStart: boolean;
}

/** The round W avatar with Walt's voice meter, the call button, status badge and clock. */
export const CallPanel = ({
  phase,
  voice,
  elapsedSeconds,
  levels,
  onStart,
  onEnd,
  canStart,
}: CallPanelProps) => {
  const active = phase === 'active';
  const connecting = phase === 'connecting';
  const badge = statusText(active ? voice : phase === 'idle' || phase === 'ended' ? 'ready' : voice);
  return (
    <Stack align="center" gap="md" className={classes.panel}>
      <div className={classes.avatar} aria-hidden="true">
        W
      </div>
      <AudioMeter levels={levels} label={INTERVIEW_TEXTS.meterLabel} />
      {badge && (
        <Badge
          size="xl"
          variant="light"
          color={active ? 'walt' : 'gray'}
          data-testid="call-status"
          role="status"
        >
          {badge}
        </Badge>
      )}
      {(active || elapsedSeconds > 0) && (
        <Text fz="xl" fw={600} aria-label={INTERVIEW_TEXTS.elapsedLabel} data-testid="call-clock">
          {formatElapsed(elapsedSeconds)}
        </Text>
      )}
      {active ? (
        <Button
          size="xl"
          radius="xl"
          color="red.9"
          onClick={onEnd}
          leftSection={<IconPhoneOff size={28} aria-hidden="true" />}
          className={classes.callButton}
        >
          {INTERVIEW_TEXTS.endCall}
        </Button>
      ) : (
        canStart && (
          <Stack align="center" gap={4}>
            <Button
              size="xl"
              radius="xl"
              color="#1b6e2f"
              onClick={onStart}
              disabled={connecting}
              aria-busy={connecting}
              leftSection={connecting ? undefined : <IconPhone size={28} aria-hidden="true" />}
              className={classes.callButton}
            >
              {connecting ? (
                <Loader size="sm" color="white" aria-label={INTERVIEW_TEXTS.connecting} />
              ) : (
                INTERVIEW_TEXTS.callWalt
              )}
            </Button>
            {phase !== 'connecting' && (
              <Text c="dimmed" fz="md">
                {INTERVIEW_TEXTS.clickToStart}
              </Text>
            )}
          </Stack>
        )
      )}
      <Group gap="xs" />
    </Stack>
  );
};
