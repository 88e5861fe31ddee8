import { Button, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileZip } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { EXPORT_TEXTS as TEXTS } from '#shared/texts.ts';
import { LabelledProgress } from '@/components/labelled-progress';
import { StatusMessage } from '@/components/status-message';
import { messageOf } from '@/lib/api-client';
import { focusIfLost } from '@/lib/focus-if-lost';
import { exportRunning, useExportStatus, useStartExport } from '../api/export';
import { ProfileSection } from './card-parts';

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
      <LabelledProgress
        value={percent}
        label={TEXTS.progress(percent)}
        shown={TEXTS.progress(percent)}
        minWidth="7em"
      />
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
    <ProfileSection titleId="export-title" title={TEXTS.title}>
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
    </ProfileSection>
  );
};
