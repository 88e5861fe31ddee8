import { Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { STORY_LOAD_TEXTS } from './texts.ts';

/** What went wrong loading the story (part B §8), and where to go from here. */
const explain = (error: Error): { title: string; detail?: string; retry: boolean } => {
  if (error instanceof ApiError && error.status === 404)
    return {
      title: STORY_LOAD_TEXTS.storyNotFound,
      detail: STORY_LOAD_TEXTS.storyNotFoundDetail,
      retry: false,
    };
  if (error instanceof ApiError && error.status === 403)
    return { title: STORY_LOAD_TEXTS.noPermission, retry: false };
  if (error instanceof ApiError)
    return {
      title: STORY_LOAD_TEXTS.loadFailed(error.message || STORY_LOAD_TEXTS.unknownError),
      retry: true,
    };
  if (error instanceof TypeError) return { title: STORY_LOAD_TEXTS.networkError, retry: true };
  return { title: STORY_LOAD_TEXTS.loadFailed(STORY_LOAD_TEXTS.unknownError), retry: true };
};

export const StoryLoadError = ({ error, onRetry }: { error: Error; onRetry: () => void }) => {
  const { title, detail, retry } = explain(error);
  return (
    <Stack gap="lg" align="flex-start">
      <StatusMessage tone="error">
        <Text fw={700}>{title}</Text>
        {detail && <Text>{detail}</Text>}
      </StatusMessage>
      <Group gap="md">
        {retry && (
          <Button size="lg" onClick={onRetry}>
            {STORY_LOAD_TEXTS.tryAgain}
          </Button>
        )}
        <Button component={Link} to={paths.archive} size="lg" variant={retry ? 'default' : 'filled'}>
          {STORY_LOAD_TEXTS.backToArchive}
        </Button>
      </Group>
    </Stack>
  );
};
