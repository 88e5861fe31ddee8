import '@mantine/core/styles/Badge.css';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { StatusMessage } from '@/components/status-message';
import { usePageTitle } from '@/lib/use-page-title';
import { useConversations } from '../api/list-conversations.ts';
import { ConversationSteps } from '../components/conversation-steps.tsx';
import { stepStates } from '../lib/step-states.ts';
import { HOME_TEXTS } from '../texts.ts';

/**
 * /legacy-dashboard (part B §2 leaves its content unshown): the four guided conversations and the
 * biography step on their own, as the dashboard showed them before journeys and stories.
 */
export const LegacyDashboardRoute = () => {
  usePageTitle(HOME_TEXTS.legacyTitle);
  const conversations = useConversations();
  const steps = useMemo(() => stepStates(conversations.data ?? []), [conversations.data]);
  return (
    <Container size="lg" py={48}>
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={1}>{HOME_TEXTS.legacyTitle}</Title>
          <Text fz="lg">{HOME_TEXTS.legacyIntro}</Text>
        </Stack>
        <Stack component="section" gap="md" aria-labelledby="timeline-title">
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
      </Stack>
    </Container>
  );
};
