import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { account } from '#shared/contract/routes/account.ts';
import type { ExportStatus } from '#shared/schemas/voice.ts';
import { EXPORT_TEXTS } from '#shared/texts.ts';
import { callEndpoint } from '@/lib/api-client';
import { profileKeys } from '@/lib/query-keys';

export type { ExportStatus };

/** How often a running export is asked how far it has got. */
export const EXPORT_POLL_MS = 1_000;

export const exportRunning = (status: ExportStatus | undefined) =>
  !status || status.status === 'pending' || status.status === 'processing';

/** "Download everything": queues the zip of everything the narrator made (issue 26). */
export const useStartExport = () =>
  useMutation({
    mutationFn: () => callEndpoint(account.startExport, { fallbackError: EXPORT_TEXTS.failed }),
  });

/** The export's progress, polled every second until it is ready or has failed. */
export const exportQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: profileKeys.export(jobId),
    queryFn: () => callEndpoint(account.getExport, { params: { jobId }, fallbackError: EXPORT_TEXTS.failed }),
    refetchInterval: (query) => (exportRunning(query.state.data) ? EXPORT_POLL_MS : false),
    staleTime: 0,
  });

export const useExportStatus = (jobId: string | undefined) =>
  useQuery({ ...exportQueryOptions(jobId ?? ''), enabled: jobId !== undefined });
