import '@mantine/core/styles/Progress.css';
import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileZip } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { EXPORT_TEXTS as TEXTS } from '#shared/texts.ts';
import { StatusMessage } from '@/components/status-message';
import { messageOf } from '@/lib/api-client';
import { focusIfLost } from '@/lib/focus-if-lost';
import { exportRunning, useExportStatus, useStartExport } from '../api/export';

/** A running export: the words, and a bar with how far it has got. */
const Preparing = ({ percent }: { percent: number }) => {
  const region = useRef<HTMLDivElement>(null);
  // The button pressed has given way to this: the keyboard's place is here until the zip is ready.
  useEffect(() => focusIfLost(region.current), []);
  return (
    <Stack gap="xs" data-testid="export-progress" ref={region} tabIndex={-1}>
      <Text role="status" fw={600}>
        {TEXTS.preparing}
      </Text>
      <Group gap="md" wrap="nowrap">
        <Progress
          value={percent}
          size="lg"
          radius="xl"
          style={{ flex: 1 }}
          aria-label={TEXTS.progress(percent)}
        />
        {/* The bar tells assistive technology its value; this is the same for the eye. */}
        <Text fw={700} miw="7em" ta="right" aria-hidden="true">
          {TEXTS.progress(percent)}
        </Text>
      </Group>
    </Stack>
  );
};

/**
 * "Download everything" on /profile (issue 26): one zip of everything the narrator made with Walt, built on
 * a queue while the bar shows how far it has got; once ready, its link works for a day, for them only.
 */
export const ExportCard = () => {
  const start = useStartExport();
  const [jobId, setJobId] = useState<string>();
  const status = useExportStatus(jobId);
  const job = status.data;
  const running = jobId !== undefined && !status.isError && exportRunning(job);
  const ready = job?.status === 'completed' && job.downloadUrl ? job.downloadUrl : undefined;
  const failure = start.isError
    ? messageOf(start.error, TEXTS.failed)
    : status.isError
      ? messageOf(status.error, TEXTS.failed)
      : job?.status === 'failed'
        ? (job.errorMessage ?? TEXTS.failed)
        : undefined;
  const downloadLink = useRef<HTMLAnchorElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  // The progress gives way to the download link, or to the button again when it failed.
  useEffect(() => {
    if (ready) focusIfLost(downloadLink.current);
    else if (failure) focusIfLost(startButton.current);
  }, [ready, failure]);

  const onStart = () => {
    setJobId(undefined);
    start.mutate(undefined, { onSuccess: (started) => setJobId(started.jobId) });
  };

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      aria-labelledby="export-title"
      component="section"
    >
      <Stack gap="md">
        <Title order={2} id="export-title" fz="xl">
          {TEXTS.title}
        </Title>
        <Text>{TEXTS.description}</Text>
        {running ? (
          <Preparing percent={job?.progress ?? 0} />
        ) : (
          <Button
            ref={startButton}
            variant={ready ? 'default' : 'filled'}
            leftSection={<IconFileZip size={20} aria-hidden="true" />}
            loading={start.isPending}
            onClick={onStart}
            w="fit-content"
          >
            {TEXTS.start}
          </Button>
        )}
        {ready && (
          <Stack gap="sm" align="flex-start">
            <StatusMessage tone="success">{TEXTS.ready}</StatusMessage>
            <Button
              ref={downloadLink}
              component="a"
              href={ready}
              download
              leftSection={<IconDownload size={20} aria-hidden="true" />}
            >
              {TEXTS.download}
            </Button>
          </Stack>
        )}
        {failure && <StatusMessage tone="error">{failure}</StatusMessage>}
      </Stack>
    </Paper>
  );
};
