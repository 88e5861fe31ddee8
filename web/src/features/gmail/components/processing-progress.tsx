import { Button, Stack, Text } from '@mantine/core';
import { LabelledProgress } from '@/components/labelled-progress';
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
      <LabelledProgress
        value={percent}
        label={stage.kind === 'uploading' ? T.uploadLabel : T.progressLabel}
        shown={T.percent(percent)}
        minWidth="3.5em"
      />
      <Button variant="default" onClick={onCancel} w="fit-content">
        {GMAIL_TEXTS.cancel}
      </Button>
    </Stack>
  );
};
