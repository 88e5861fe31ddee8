import { Button, Group, Stack, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { StatusMessage } from '@/components/status-message';
import { TitledSection } from '@/components/titled-section';
import { UntrustedMarkdown as Markdown } from '@/components/untrusted-markdown';
import { ApiError } from '@/lib/api-client';
import { deleteAllInsights, type useExtractFacts } from '../api/gmail.ts';
import type { Outcome } from '../hooks/use-email-processing.ts';
import { GMAIL_TEXTS, GMAIL_PAGE_TEXTS as T } from '../texts.ts';
import type { Confirmation } from './confirm-modal.tsx';

/** A refusal the server explains (e.g. no summaries yet) shows its text; anything else the spec's fallback. */
const extractErrorText = (error: unknown) =>
  error instanceof ApiError && error.status < 500 && error.message
    ? error.message
    : GMAIL_TEXTS.extractFailed;

interface InsightActionsProps {
  /** The extraction, owned by the page so that unlinking can clear its result too. */
  extract: ReturnType<typeof useExtractFacts>;
  /** Clears the insights and facts shown (spec part B §4). */
  onCleared: () => void;
  confirm: (confirmation: Confirmation) => void;
}

/** One part of the extracted facts (about the user, or their correspondents), under its heading. */
const FactsPart = ({ title, facts }: { title: string; facts: string }) => (
  <Stack gap="xs">
    <Title order={3} fz="h4">
      {title}
    </Title>
    <Markdown>{facts}</Markdown>
  </Stack>
);

/** 'Extract biographical facts from my emails' with its result, and 'Delete all email summaries'. */
export const InsightActions = ({ extract, onCleared, confirm }: InsightActionsProps) => {
  const [deleted, setDeleted] = useState<Outcome | null>(null);
  const remove = useMutation({
    mutationFn: deleteAllInsights,
    onMutate: () => setDeleted(null),
    onSuccess: () => {
      onCleared();
      setDeleted({ tone: 'success', text: GMAIL_TEXTS.deleted });
    },
    onError: (error) => {
      console.error('Deleting the email summaries failed', error);
      setDeleted({ tone: 'error', text: GMAIL_TEXTS.deleteFailed });
    },
  });
  const facts = extract.data?.facts;

  return (
    <Stack gap="xl">
      <TitledSection titleId="facts-title" title={T.factsTitle} titleSize="h3">
        <Button
          onClick={() => {
            setDeleted(null);
            extract.mutate();
          }}
          loading={extract.isPending}
          w="fit-content"
        >
          {GMAIL_TEXTS.extract}
        </Button>
        {extract.isError && <StatusMessage tone="error">{extractErrorText(extract.error)}</StatusMessage>}
        {facts && (
          <Stack gap="md">
            <FactsPart title={T.factsUser} facts={facts.user} />
            <FactsPart title={T.factsCorrespondents} facts={facts.correspondents} />
          </Stack>
        )}
      </TitledSection>
      <Stack gap="sm" align="flex-start">
        {deleted && <StatusMessage tone={deleted.tone}>{deleted.text}</StatusMessage>}
        <Group>
          <Button
            color="red.9"
            variant="outline"
            leftSection={<IconTrash size={20} aria-hidden="true" />}
            loading={remove.isPending}
            onClick={() =>
              confirm({
                title: T.confirmDeleteTitle,
                message: GMAIL_TEXTS.confirmDelete,
                action: GMAIL_TEXTS.deleteAll,
                danger: true,
                onConfirm: () => remove.mutate(),
              })
            }
          >
            {GMAIL_TEXTS.deleteAll}
          </Button>
        </Group>
      </Stack>
    </Stack>
  );
};
