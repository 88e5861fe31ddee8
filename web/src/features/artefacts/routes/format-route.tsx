// Styles of the Mantine components this screen adds to the shell's (loaded with the lazy route).
import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Button, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { FormatIcon } from '@/components/format-icon';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/api-client';
import { type Artefact, refreshGenerated, useGenerate, useJob } from '@/lib/queries/artefacts';
import { type Format, useFormat } from '@/lib/queries/formats';
import { asksToStartGeneration } from '@/lib/start-generation';
import { announceArtefactGenerated } from '@/lib/story-events';
import { usePageTitle } from '@/lib/use-page-title';
import { ArtefactContent } from '../components/artefact-content.tsx';
import { ContentActions } from '../components/content-actions.tsx';
import { GroundingNotice } from '../components/grounding-notice.tsx';
import { ARTEFACT_PAGE_TEXTS as T } from '../texts.ts';

const ErrorCard = ({
  message,
  detail,
  onRetry,
}: {
  message: string;
  detail?: string;
  onRetry: () => void;
}) => (
  <Card withBorder padding="lg" radius="md" data-testid="generation-error">
    <Stack gap="sm" align="flex-start">
      <StatusMessage tone="error">
        {T.error(message)}
        {detail && detail !== message && <Text mt={4}>{detail}</Text>}
      </StatusMessage>
      <Button leftSection={<IconRefresh size={20} aria-hidden="true" />} onClick={onRetry}>
        {T.tryAgain}
      </Button>
    </Stack>
  </Card>
);

const Result = ({
  artefact,
  format,
  storyId,
  onAgain,
}: {
  artefact: Artefact;
  format: Format;
  storyId: string;
  onAgain: () => void;
}) => {
  const latest = artefact.versions[0];
  const content = latest?.generatedContent ?? '';
  return (
    <Card withBorder padding="lg" radius="md" data-testid="generation-result">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Title order={2}>{artefact.name}</Title>
          <Badge
            color="walt"
            variant="light"
            size="lg"
            leftSection={<IconCircleCheck size={16} aria-hidden="true" />}
          >
            {T.complete}
          </Badge>
        </Group>
        <ContentActions content={content} fileStem={format.name}>
          <Anchor component={Link} to={paths.artefact(artefact.id)}>
            {T.openArtefact}
          </Anchor>
        </ContentActions>
        {latest ? (
          <>
            <GroundingNotice version={latest} storyPath={paths.story(storyId)} />
            <ArtefactContent version={latest} label={artefact.name} />
          </>
        ) : (
          <Text>{T.noContent}</Text>
        )}
        <Group gap="sm">
          <Button leftSection={<IconRefresh size={20} aria-hidden="true" />} onClick={onAgain}>
            {T.generateAgain}
          </Button>
          <Button variant="default" component={Link} to={paths.story(storyId)}>
            {T.backToStory}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
};

const Generation = ({ storyId, format }: { storyId: string; format: Format }) => {
  const queryClient = useQueryClient();
  const generate = useGenerate(storyId, format.id);
  const [jobId, setJobId] = useState<string>();
  const job = useJob(jobId);
  const announced = useRef<string>(undefined);
  const started = useRef(false);
  const location = useLocation();
  const navigate = useNavigate();

  const start = () => {
    setJobId(undefined);
    generate.mutate(undefined, { onSuccess: ({ jobId: queued }) => setJobId(queued) });
  };

  // Write My Bio arrives asking for the biography at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on arrival.
  useEffect(() => {
    if (started.current || !asksToStartGeneration(location.state)) return;
    started.current = true;
    // Once started, a reload of the page must not start another generation.
    navigate(location.pathname, { replace: true, state: null });
    start();
  }, []);

  const status = job.data?.job.status;
  const artefact = job.data?.artefact;
  useEffect(() => {
    if (status !== 'completed' || !jobId || announced.current === jobId) return;
    announced.current = jobId;
    announceArtefactGenerated(storyId, format.id);
    refreshGenerated(queryClient, storyId, artefact?.id);
  }, [status, jobId, storyId, format.id, artefact, queryClient]);

  if (generate.isError)
    return (
      <ErrorCard message={T.startFailed} detail={messageOf(generate.error, T.startFailed)} onRetry={start} />
    );
  if (job.isError) return <ErrorCard message={messageOf(job.error, T.generationFailed)} onRetry={start} />;
  if (status === 'failed')
    return <ErrorCard message={job.data?.job.errorMessage || T.generationFailed} onRetry={start} />;
  if (status === 'completed')
    return artefact ? (
      <Result artefact={artefact} format={format} storyId={storyId} onAgain={start} />
    ) : (
      <ErrorCard message={T.generationFailed} onRetry={start} />
    );
  if (generate.isPending || jobId)
    return (
      <Card withBorder padding="lg" radius="md" data-testid="generation-progress">
        <Stack gap="sm" role="status">
          <Title order={2}>{T.progressTitle}</Title>
          <Group gap="sm">
            <Loader size="sm" aria-hidden="true" />
            <Text fz="lg" data-testid="generation-status">
              {status === 'processing' ? T.jobStatus.processing : T.jobStatus.pending}
            </Text>
          </Group>
          <Text c="dimmed">{T.progressText}</Text>
        </Stack>
      </Card>
    );
  return (
    <Card withBorder padding="lg" radius="md" data-testid="generation-ready">
      <Stack gap="sm" align="flex-start">
        <Title order={2}>{T.readyTitle}</Title>
        <Text>{T.readyText}</Text>
        <Button size="md" onClick={start}>
          {T.generate}
        </Button>
      </Stack>
    </Card>
  );
};

/** /story/{storyId}/format/{formatId}: generate the story in a format and see the result (part B §2). */
export const FormatRoute = () => {
  const { storyId = '', formatId = '' } = useParams();
  const format = useFormat(formatId);
  usePageTitle(format.data?.name ?? T.loadingFormat);
  return (
    <Container size="md" py={48}>
      <Stack gap="xl">
        <Anchor component={Link} to={paths.story(storyId)}>
          {T.backToStory}
        </Anchor>
        {format.isPending && <Text role="status">{T.loadingFormat}</Text>}
        {format.isError && (
          <StatusMessage tone="error">{messageOf(format.error, T.formatFailed)}</StatusMessage>
        )}
        {format.data && (
          <>
            <Stack gap="xs">
              <Group gap="sm" wrap="nowrap">
                <FormatIcon icon={format.data.icon} size={36} />
                <Title order={1}>{format.data.name}</Title>
              </Group>
              {format.data.description && <Text fz="lg">{format.data.description}</Text>}
            </Stack>
            <Generation key={`${storyId}/${formatId}`} storyId={storyId} format={format.data} />
          </>
        )}
      </Stack>
    </Container>
  );
};
