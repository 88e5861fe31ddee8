import { ActionIcon, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { RESEARCH_PREVIEW_LINES } from '#shared/constants.ts';
import lists from '@/components/plain-list.module.css';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import type { ResearchReport } from '@/lib/queries/research';
import { researchPreview } from '../lib/research-preview.ts';
import { STORY_TEXTS, storyDate } from '../texts.ts';
import classes from './story.module.css';
import { useMaterialDelete } from './use-material-delete.tsx';

export type Notice = { tone: 'error' | 'success' | 'info'; text: string };

const statusColor = { completed: 'walt', failed: 'red' } as const;

const ReportBody = ({ storyId, report }: { storyId: string; report: ResearchReport }) => {
  const [retryAsked, setRetryAsked] = useState(false);
  if (report.status === 'completed')
    return (
      <Link to={paths.storyResearch(storyId, report.id)} className={classes.reportLink}>
        <Title order={3} fz="h5" c="walt.8" td="underline">
          {report.title}
        </Title>
        <Text lineClamp={RESEARCH_PREVIEW_LINES} mt={4}>
          {researchPreview(report.content)}
        </Text>
      </Link>
    );
  return (
    <Stack gap="xs">
      <Title order={3} fz="h5">
        {report.title}
      </Title>
      {(report.status === 'pending' || report.status === 'processing') && (
        <Group gap="xs">
          <Loader size="xs" aria-hidden="true" />
          <Text c="dimmed">{STORY_TEXTS.researchStatus[report.status]}</Text>
        </Group>
      )}
      {report.status === 'failed' && (
        <>
          <Text c="red.9">{report.errorMessage || STORY_TEXTS.researchFailed(undefined)}</Text>
          <Button variant="default" size="sm" w="fit-content" onClick={() => setRetryAsked(true)}>
            {STORY_TEXTS.retry}
          </Button>
          {retryAsked && <StatusMessage tone="info">{STORY_TEXTS.retryComingSoon}</StatusMessage>}
        </>
      )}
    </Stack>
  );
};

interface ResearchTabProps {
  storyId: string;
  reports: ResearchReport[] | undefined;
  loading: boolean;
  onStartResearch: () => void;
  researching: boolean;
  notice: Notice | undefined;
}

/** The story's research reports with their states; completed ones open their report page. */
export const ResearchTab = ({
  storyId,
  reports,
  loading,
  onStartResearch,
  researching,
  notice,
}: ResearchTabProps) => {
  const { ask, modal, failed } = useMaterialDelete(storyId, 'research');
  const sorted = [...(reports ?? [])].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
  return (
    <Stack gap="md">
      <Button w="fit-content" onClick={onStartResearch} loading={researching}>
        {STORY_TEXTS.startResearch}
      </Button>
      {notice && <StatusMessage tone={notice.tone}>{notice.text}</StatusMessage>}
      {failed && <StatusMessage tone="error">{failed}</StatusMessage>}
      {loading && <Text role="status">{STORY_TEXTS.loading}</Text>}
      {!loading && sorted.length === 0 && <Text c="dimmed">{STORY_TEXTS.noResearch}</Text>}
      {sorted.length > 0 && (
        <ul className={lists.list} aria-live="polite">
          {sorted.map((report) => (
            <Paper
              component="li"
              key={report.id}
              withBorder
              radius="md"
              p="lg"
              data-testid="research-report"
              data-status={report.status}
            >
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <Group gap="xs">
                    {(report.status === 'completed' || report.status === 'failed') && (
                      <Badge variant="light" color={statusColor[report.status]}>
                        {STORY_TEXTS.researchStatus[report.status]}
                      </Badge>
                    )}
                    <Text c="dimmed" fz="sm">
                      {storyDate(report.createdAt)}
                    </Text>
                  </Group>
                  <ReportBody storyId={storyId} report={report} />
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  size={44}
                  aria-label={`${STORY_TEXTS.deleteTitles.research}: ${report.title}`}
                  onClick={() => ask(report.id)}
                >
                  <IconTrash size={22} aria-hidden="true" />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </ul>
      )}
      {modal}
    </Stack>
  );
};
