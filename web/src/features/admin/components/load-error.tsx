import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { messageOf } from '@/lib/api-client';
import { ADMIN_TEXTS } from '../texts.ts';

/** A list's error panel: the screen's error text, the error's own message under it, and Retry. */
export const LoadError = ({
  error,
  fallback,
  onRetry,
}: {
  error: unknown;
  fallback: string;
  onRetry?: () => void;
}) => {
  const detail = messageOf(error, fallback);
  return (
    <Alert color="red" role="alert">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2}>
          <Text fz="sm" fw={600}>
            {fallback}
          </Text>
          {detail !== fallback && <Text fz="sm">{detail}</Text>}
        </Stack>
        {onRetry && (
          <Button size="xs" variant="white" color="red.9" onClick={onRetry}>
            {ADMIN_TEXTS.users.retry}
          </Button>
        )}
      </Group>
    </Alert>
  );
};
