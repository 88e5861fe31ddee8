import '@mantine/core/styles/Progress.css';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { percentOf, type Stage, statusTextOf } from '../hooks/use-email-processing.ts';
import { GMAIL_TEXTS, GMAIL_PAGE_TEXTS as T } from '../texts.ts';

/** A run under way: its status text, a progress bar with the percentage, and 'Cancel Processing'. */
export const ProcessingProgress = ({
  stage,
  contact,
  onCancel,
}: {
  stage: Stage;
  contact: string;
  onCancel: () => void;
}) => {
  const percent = percentOf(stage);
  return (
    <Stack gap="sm" data-testid="processing-progress">
      <Text role="status" fw={600}>
        {statusTextOf(stage, contact)}
      </Text>
      <Group gap="md" wrap="nowrap">
        <Progress
          value={percent}
          size="lg"
          radius="xl"
          style={{ flex: 1 }}
          aria-label={stage.kind === 'uploading' ? T.uploadLabel : T.progressLabel}
        />
        {/* The bar itself tells assistive technology the value; this is the same number for the eye. */}
        <Text fw={700} miw="3.5em" ta="right" aria-hidden="true">
          {T.percent(percent)}
        </Text>
      </Group>
      <Button variant="default" onClick={onCancel} w="fit-content">
        {GMAIL_TEXTS.cancel}
      </Button>
    </Stack>
  );
};
