import { Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { dashboardSteps } from '#shared/dashboard-steps.ts';
import { StatusMessage } from '@/components/status-message';
import { useConversations } from '@/lib/queries/conversations';
import { HOME_TEXTS } from '../texts.ts';
import { ConversationSteps } from './conversation-steps.tsx';

/**
 * The caller's conversations and the dashboard's steps worked out from them. A completed conversation
 * refreshes them: the signed-in area listens for the window event.
 */
export const useDashboardSteps = () => {
  const conversations = useConversations();
  const steps = useMemo(() => dashboardSteps(conversations.data ?? []), [conversations.data]);
  return { conversations, steps };
};

/** "Your conversations with Walt": the four guided conversations in order, then the biography step. */
export const ConversationTimeline = ({ id }: { id?: string }) => {
  const { conversations, steps } = useDashboardSteps();
  return (
    <Stack component="section" gap="md" id={id} aria-labelledby="timeline-title">
      <Title order={2} id="timeline-title">
        {HOME_TEXTS.timelineTitle}
      </Title>
      {conversations.isError && <StatusMessage tone="error">{HOME_TEXTS.loadFailed}</StatusMessage>}
      {conversations.isPending ? (
        <Text role="status">{HOME_TEXTS.loading}</Text>
      ) : (
        <ConversationSteps steps={steps} />
      )}
    </Stack>
  );
};
