import '@mantine/core/styles/Alert.css';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { ApiError, messageOf } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { storyQuery } from '../api/admin-users.ts';
import { ADMIN_TEXTS } from '../texts.ts';

const T = ADMIN_TEXTS.story;
const dateOf = (iso: string) => new Date(iso).toLocaleString();

/** /admin/users/{userId}/stories/{storyId}: the story's title, dates and content, a paragraph per line. */
export const AdminUserStoryRoute = () => {
  const { userId = '', storyId = '' } = useParams();
  const story = useQuery(storyQuery(userId, storyId));
  usePageTitle(story.data ? story.data.displayName || story.data.title || '' : T.loading);
  const back = (
    <Button
      component={Link}
      to={`/admin/users/${userId}`}
      variant="default"
      leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
      w="fit-content"
    >
      {T.backToUser}
    </Button>
  );
  if (story.isPending) return <Text role="status">{T.loading}</Text>;
  if (story.isError) {
    const missing = story.error instanceof ApiError && story.error.status === 404;
    return (
      <Stack>
        {back}
        <Alert color="red" role="alert">
          {missing ? T.notFound : messageOf(story.error, T.loadFailed)}
        </Alert>
      </Stack>
    );
  }
  const { title, displayName, content, createdAt, updatedAt } = story.data;
  return (
    <Stack>
      {back}
      <Title order={1}>{displayName || title}</Title>
      <Text c="dimmed" fz="sm">
        {T.created(dateOf(createdAt))} · {T.updated(dateOf(updatedAt))}
      </Text>
      {(content ?? '')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are the content's lines, in order
          <Text key={index}>{line}</Text>
        ))}
    </Stack>
  );
};
