import { Alert, Anchor, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMail } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import { type ConversationSource, conversationQuery, sendWriterReport } from '@/lib/queries/conversations';
import { usePageTitle } from '@/lib/use-page-title';
import { CONVERSATION_TEXTS } from '../texts.ts';
import { ConversationTabs } from './conversation-tabs.tsx';

interface ConversationViewProps {
  id: string;
  source: ConversationSource;
  back: { to: string; label: string };
}

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

/** One conversation: heading with its type, the three tabs, and the writer report. */
export const ConversationView = ({ id, source, back }: ConversationViewProps) => {
  const query = useQuery(conversationQuery(id, source));
  const report = useMutation({ mutationFn: () => sendWriterReport(id, source) });
  usePageTitle(
    query.data ? CONVERSATION_TEXTS.heading(dateOf(query.data.createdAt)) : CONVERSATION_TEXTS.loading,
  );

  const backLink = (
    <Anchor component={Link} to={back.to}>
      <Group gap={4} component="span">
        <IconArrowLeft size={18} aria-hidden="true" />
        {back.label}
      </Group>
    </Anchor>
  );

  if (query.isPending) {
    return (
      <Container size="md" py="xl">
        <Text role="status">{CONVERSATION_TEXTS.loading}</Text>
      </Container>
    );
  }
  if (query.isError) {
    const forbidden = query.error instanceof ApiError && query.error.status === 403;
    return (
      <Container size="md" py="xl">
        <Stack>
          {backLink}
          <Alert color="red" role="alert">
            {forbidden ? CONVERSATION_TEXTS.noConsent : CONVERSATION_TEXTS.loadFailed}
          </Alert>
        </Stack>
      </Container>
    );
  }
  const conversation = query.data;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        {backLink}
        <Group justify="space-between" align="flex-start">
          <Stack gap={6}>
            <Title order={1}>{CONVERSATION_TEXTS.heading(dateOf(conversation.createdAt))}</Title>
            <Badge size="lg" variant="light">
              {CONVERSATION_TEXTS.typeBadge(conversation.type)}
            </Badge>
          </Stack>
          <Button
            onClick={() => report.mutate()}
            loading={report.isPending}
            leftSection={<IconMail size={20} aria-hidden="true" />}
          >
            {CONVERSATION_TEXTS.sendWriterReport}
          </Button>
        </Group>
        {report.isSuccess && (
          <Alert color="green" role="status">
            {CONVERSATION_TEXTS.reportSent}
          </Alert>
        )}
        {report.isError && (
          <Alert color="red" role="alert">
            {CONVERSATION_TEXTS.reportFailed}
          </Alert>
        )}
        <ConversationTabs conversation={conversation} withRecordings={source === 'user'} />
      </Stack>
    </Container>
  );
};
