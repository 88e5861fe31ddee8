import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { LoadFailed } from '@/components/load-failed';
import { StatusMessage } from '@/components/status-message';
import { UntrustedMarkdown as Markdown } from '@/components/untrusted-markdown';
import { useDeleteConfirmation } from '@/components/use-delete-confirmation';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { type Report, useDeleteReport, useReport } from '@/lib/queries/research';
import { usePageTitle } from '@/lib/use-page-title';
import { useRelatedStoryTitle } from '../lib/related-story-title.ts';
import { RESEARCH_TEXTS, reportDate } from '../texts.ts';

const researchTab = (storyId: string) => `${paths.story(storyId)}?tab=research`;

const ReportView = ({ report, storyId }: { report: Report; storyId: string }) => {
  const navigate = useNavigate();
  const remove = useDeleteReport(storyId);
  const { ask, modal } = useDeleteConfirmation(
    remove,
    { title: RESEARCH_TEXTS.deleteTitle, message: RESEARCH_TEXTS.confirmDelete },
    () => navigate(researchTab(storyId), { replace: true }),
  );
  const storyTitle = useRelatedStoryTitle(storyId, report);
  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Title order={1}>{report.title}</Title>
        <Group gap="sm">
          <Text c="dimmed">{RESEARCH_TEXTS.created(reportDate(report.createdAt))}</Text>
          <Badge variant="light" size="lg">
            {report.createdBy === 'walt-research' ? RESEARCH_TEXTS.byWalt : RESEARCH_TEXTS.byYou}
          </Badge>
        </Group>
      </Stack>
      <Card withBorder padding="lg" radius="md">
        <Text fw={700}>{RESEARCH_TEXTS.query}</Text>
        <Text>{report.query}</Text>
      </Card>
      {report.status === 'completed' ? (
        <article aria-label={report.title}>
          <Markdown>{report.content ?? ''}</Markdown>
        </article>
      ) : (
        <StatusMessage tone={report.status === 'failed' ? 'error' : 'info'}>
          {report.status === 'failed'
            ? report.errorMessage || RESEARCH_TEXTS.notReady.failed
            : RESEARCH_TEXTS.notReady[report.status]}
        </StatusMessage>
      )}
      {remove.isError && <StatusMessage tone="error">{RESEARCH_TEXTS.deleteFailed}</StatusMessage>}
      <Group>
        <Button
          color="red.9"
          variant="outline"
          leftSection={<IconTrash size={20} aria-hidden="true" />}
          onClick={() => ask(report.id)}
        >
          {RESEARCH_TEXTS.delete}
        </Button>
      </Group>
      <Card withBorder padding="lg" radius="md" component="aside" aria-labelledby="related-story">
        <Stack gap="xs">
          <Title order={2} fz="h4" id="related-story">
            {RESEARCH_TEXTS.relatedStory}
          </Title>
          <Text>{storyTitle || RESEARCH_TEXTS.untitledStory}</Text>
          <Anchor component={Link} to={researchTab(storyId)}>
            {RESEARCH_TEXTS.openStory}
          </Anchor>
        </Stack>
      </Card>
      {modal}
    </Stack>
  );
};

/** /story/{storyId}/research/{reportId}: one research report (part B §2 "Research report page"). */
export const ResearchReportRoute = () => {
  const { storyId = '', reportId = '' } = useParams();
  const report = useReport(reportId);
  // A report of another story is not shown under this one.
  const notFound =
    (report.isError && report.error instanceof ApiError && report.error.status === 404) ||
    (report.data?.storyId !== undefined && report.data.storyId !== storyId);
  usePageTitle(report.data && !notFound ? report.data.title : RESEARCH_TEXTS.notFound);

  const body = () => {
    if (report.isPending) return <Text role="status">{RESEARCH_TEXTS.loading}</Text>;
    if (notFound)
      return (
        <Stack gap="sm" align="flex-start">
          <Title order={1}>{RESEARCH_TEXTS.notFound}</Title>
          <Text>{RESEARCH_TEXTS.notFoundDetail}</Text>
        </Stack>
      );
    if (report.isError)
      return <LoadFailed message={RESEARCH_TEXTS.fetchFailed} onRetry={() => void report.refetch()} />;
    return <ReportView report={report.data} storyId={storyId} />;
  };

  return (
    <Container size="md" py={48}>
      <Stack gap="lg">
        <Anchor component={Link} to={researchTab(storyId)}>
          {RESEARCH_TEXTS.backToStory}
        </Anchor>
        {body()}
      </Stack>
    </Container>
  );
};
