import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, messageOf } from '@/lib/api-client';
import { conversationsQuery, progressQuery, storiesQuery } from '../api/admin-users.ts';
import { ADMIN_TEXTS } from '../texts.ts';

const T = ADMIN_TEXTS.detail;
const STATE_COLORS: Record<string, string> = {
  completed: 'teal.9',
  inProgress: 'blue.9',
  unstarted: 'gray.8',
  disabled: 'gray.7',
};

/** A card whose content needs the user's consent: a 403 shows the card's consent text. */
const ConsentCard = <T,>({
  title,
  query,
  notGranted,
  children,
}: {
  title: string;
  query: UseQueryResult<T>;
  notGranted: string;
  children: (data: T) => ReactNode;
}) => (
  <Card withBorder padding="lg" radius="md" component="section" aria-label={title}>
    <Title order={2} fz="lg" mb="sm">
      {title}
    </Title>
    {query.isPending && <Text role="status">…</Text>}
    {query.isError &&
      (query.error instanceof ApiError && query.error.status === 403 ? (
        <Text c="dimmed">{notGranted}</Text>
      ) : (
        <Text c="red.9" role="alert">
          {messageOf(query.error, T.cardFailed)}
        </Text>
      ))}
    {query.data !== undefined && children(query.data)}
  </Card>
);

/** A card's items, one under the other, or the words for none. */
const ListOrNone = ({ none, children }: { none: string; children: ReactNode[] }) =>
  children.length === 0 ? <Text c="dimmed">{none}</Text> : <Stack gap="xs">{children}</Stack>;

export const ProgressCard = ({ userId }: { userId: string }) => (
  <ConsentCard
    title={T.progressTimeline}
    query={useQuery(progressQuery(userId))}
    notGranted={T.progressNotGranted}
  >
    {(progress) => (
      <List listStyleType="none" spacing="xs">
        {progress.steps.map((step, index) => (
          <List.Item key={step.sessionType}>
            <Group gap="sm">
              <Text fw={600}>{`${index + 1}. ${step.title}`}</Text>
              <Badge color={STATE_COLORS[step.state]} variant="filled">
                {T.states[step.state]}
              </Badge>
            </Group>
          </List.Item>
        ))}
      </List>
    )}
  </ConsentCard>
);

export const ConversationsCard = ({ userId }: { userId: string }) => (
  <ConsentCard
    title={T.conversations}
    query={useQuery(conversationsQuery(userId))}
    notGranted={T.conversationsNotGranted}
  >
    {(conversations) => (
      <ListOrNone none={T.noConversations}>
        {conversations.map((conversation) => (
          <Group key={conversation.id} justify="space-between">
            <Anchor component={Link} to={`/admin/users/${userId}/conversations/${conversation.id}`}>
              {conversation.title ||
                `${T.untitledConversation} ${new Date(conversation.createdAt).toLocaleDateString()}`}
            </Anchor>
            <Text fz="sm" c="dimmed">
              {T.messages(conversation.messageCount)}
            </Text>
          </Group>
        ))}
      </ListOrNone>
    )}
  </ConsentCard>
);

export const StoriesCard = ({ userId }: { userId: string }) => (
  <ConsentCard title={T.stories} query={useQuery(storiesQuery(userId))} notGranted={T.storiesNotGranted}>
    {(stories) => (
      <ListOrNone none={T.noStories}>
        {stories.map((story) => (
          <Anchor key={story.id} component={Link} to={`/admin/users/${userId}/stories/${story.id}`}>
            {story.displayName || story.title}
          </Anchor>
        ))}
      </ListOrNone>
    )}
  </ConsentCard>
);
