import { Button, Stack } from '@mantine/core';
import { StatusMessage } from './status-message';
import { LOAD_FAILED_TEXTS } from './texts';

/** A list or page that could not be loaded: what failed, and Try Again (part B §8). */
export const LoadFailed = ({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  /** The retry is under way: the button shows it is loading. */
  retrying?: boolean;
}) => (
  <Stack gap="sm" align="flex-start">
    <StatusMessage tone="error">{message}</StatusMessage>
    <Button variant="default" loading={retrying} onClick={onRetry}>
      {LOAD_FAILED_TEXTS.tryAgain}
    </Button>
  </Stack>
);
