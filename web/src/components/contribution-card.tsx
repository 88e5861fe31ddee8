import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Contribution } from '#shared/schemas/family.ts';
import { FAMILY_TEXTS } from '#shared/texts.ts';

export const CONTRIBUTION_TEXTS = {
  recordingLabel: (name: string) => `Recording by ${name}`,
  acceptLabel: (name: string) => `${FAMILY_TEXTS.accept}: the memory ${name} added`,
  declineLabel: (name: string) => `${FAMILY_TEXTS.decline}: the memory ${name} added`,
} as const;

/** "Ruth (daughter) added a memory", or "Ruth added a memory" when no relationship is known. */
export const addedMemoryTitle = ({ name, relationship }: Contribution['author']) =>
  relationship
    ? FAMILY_TEXTS.addedMemory(name, relationship)
    : FAMILY_TEXTS.addedMemory(name, '').replace(' ()', '');

interface ContributionCardProps {
  contribution: Contribution;
  /** A line under the title, e.g. the story it is for (the /family page). */
  context?: ReactNode;
  /** The contribution being answered, if any: its buttons wait. */
  busy: boolean;
  onAnswer: (accept: boolean) => void;
  headingOrder?: 3 | 4;
}

/**
 * A relative's memory waiting for the narrator (issue 25): who added it, what they remember (and their
 * recording), and "Add to my story" or "Not now". Shown on /family and on the story's own page.
 */
export const ContributionCard = ({
  contribution,
  context,
  busy,
  onAnswer,
  headingOrder = 3,
}: ContributionCardProps) => {
  const { author } = contribution;
  return (
    <Paper component="li" withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={headingOrder} fz="h4">
          {addedMemoryTitle(author)}
        </Title>
        {context}
        {contribution.recordingUrl && (
          // biome-ignore lint/a11y/useMediaCaption: the memory's words are shown in full just below
          <audio
            controls
            preload="none"
            src={contribution.recordingUrl}
            aria-label={CONTRIBUTION_TEXTS.recordingLabel(author.name)}
            style={{ width: '100%' }}
          />
        )}
        <Text fz="lg" style={{ whiteSpace: 'pre-wrap' }}>
          {contribution.content}
        </Text>
        <Group gap="sm">
          <Button
            leftSection={<IconCheck size={20} aria-hidden="true" />}
            onClick={() => onAnswer(true)}
            disabled={busy}
            aria-label={CONTRIBUTION_TEXTS.acceptLabel(author.name)}
          >
            {FAMILY_TEXTS.accept}
          </Button>
          <Button
            variant="default"
            onClick={() => onAnswer(false)}
            disabled={busy}
            aria-label={CONTRIBUTION_TEXTS.declineLabel(author.name)}
          >
            {FAMILY_TEXTS.decline}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};
