import { Button, Text } from '@mantine/core';
import { StatusMessage } from '@/components/status-message';
import { ADMIN_CONTENT_TEXTS } from '../texts.ts';

interface ErrorNoticeProps {
  /** The screen's own text for what failed (part B §8), e.g. 'Failed to fetch paths'. */
  title: string;
  /** The error itself: its own message is shown under the title when it says something more. */
  error?: unknown;
  onRetry?: () => void;
}

const detailOf = (error: unknown, title: string): string | undefined =>
  error instanceof Error && error.message && error.message !== title ? error.message : undefined;

/** A red banner: what failed, why (the error's own message), and a retry when the failure was a load. */
export const ErrorNotice = ({ title, error, onRetry }: ErrorNoticeProps) => {
  const detail = detailOf(error, title);
  return (
    <StatusMessage tone="error">
      <Text fw={700}>{title}</Text>
      {detail && <Text>{detail}</Text>}
      {onRetry && (
        <Button mt="sm" variant="default" onClick={onRetry}>
          {ADMIN_CONTENT_TEXTS.retry}
        </Button>
      )}
    </StatusMessage>
  );
};

export const LoadingNotice = () => (
  <Text role="status" c="dimmed">
    {ADMIN_CONTENT_TEXTS.loading}
  </Text>
);
