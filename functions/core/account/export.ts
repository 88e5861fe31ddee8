import * as z from 'zod/mini';
import { EXPORT_LINK_SECONDS, EXPORTS_PER_DAY } from '#shared/constants.ts';
import type { PdfListenLink } from '#shared/keepsake-pdf.ts';
import type { ExportStatus } from '#shared/schemas/voice.ts';
import { EXPORT_TEXTS } from '#shared/texts.ts';
import { blobs } from '../../lib/adapters.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { takeAttempt } from '../auth/rate-limit.ts';
import { getUser } from '../auth/users.ts';
import { getJob, type JobRecord, setJobProgress } from '../jobs/jobs.ts';
import { queueJob } from '../jobs/queue-job.ts';
import { getMemory } from '../memory/memory.ts';
import { buildExportZip, type PrintableVersion } from './export-zip.ts';

export const EXPORT_JOB_KIND = 'export';
/** How long the download's redirect address is good for (the link itself lasts EXPORT_LINK_SECONDS). */
const DOWNLOAD_REDIRECT_SECONDS = 300;

export const exportMessage = z.object({ jobId: z.string().check(z.minLength(1)) });
export type ExportMessage = z.infer<typeof exportMessage>;

interface ExportResult {
  blobKey: string;
  expiresAt: string;
}

/** Where an export's zip is kept: under its owner's files (deleted with the account), a day at most. */
const exportKey = (userId: string, jobId: string, date: string) =>
  `users/${userId}/exports/${jobId}/walt-export-${date}.zip`;

/**
 * "Download everything" (issue 26): queues the build of the narrator's zip and answers its job at once (202).
 * A few a day per narrator (each reads all they have).
 */
export const startExport = async (userId: string): Promise<{ jobId: string }> => {
  await takeAttempt(
    [{ key: `export:user:${userId}`, max: EXPORTS_PER_DAY, windowSeconds: 24 * 3600 }],
    Date.now(),
    EXPORT_TEXTS.tooMany,
  );
  return queueJob({ kind: EXPORT_JOB_KIND, ownerId: userId }, 'exports', EXPORT_TEXTS.failed);
};

/** The caller's export job; anyone else's (or another kind of job) answers 404 like a missing one. */
const ownExport = async (userId: string, jobId: string): Promise<JobRecord> => {
  const job = await getJob(jobId);
  if (!job || job.ownerId !== userId || job.kind !== EXPORT_JOB_KIND)
    throw new NotFoundError(EXPORT_TEXTS.notFound);
  return job;
};

const readyResult = (job: JobRecord): ExportResult | undefined => {
  const result = job.result as ExportResult | undefined;
  if (job.status !== 'completed' || !result?.blobKey) return undefined;
  return Date.parse(result.expiresAt) > Date.now() ? result : undefined;
};

export const downloadPath = (jobId: string) => `/api/account/export/${jobId}/download`;

/** The export's progress; once ready, the owner's download address (good for a day). */
export const getExport = async (userId: string, jobId: string): Promise<ExportStatus> => {
  const job = await ownExport(userId, jobId);
  const ready = readyResult(job);
  if (job.status === 'completed' && !ready)
    return { status: 'failed', progress: 100, errorMessage: EXPORT_TEXTS.expired };
  return {
    status: job.status,
    progress: job.status === 'completed' ? 100 : (job.progress ?? 0),
    ...(ready ? { downloadUrl: downloadPath(jobId), expiresAt: ready.expiresAt } : {}),
    ...(job.status === 'failed' ? { errorMessage: EXPORT_TEXTS.failed } : {}),
  };
};

/** The zip's short-lived storage address, for its owner's session only; 404 once expired or for anyone else. */
export const exportDownloadUrl = async (userId: string, jobId: string): Promise<string> => {
  const ready = readyResult(await ownExport(userId, jobId));
  if (!ready) throw new NotFoundError(EXPORT_TEXTS.expired);
  return blobs().downloadUrl(ready.blobKey, DOWNLOAD_REDIRECT_SECONDS);
};

/** The keepsake PDFs, built as the artefact page builds them (loaded only by the export worker). */
const keepsakePdf = async (piece: PrintableVersion, links: PdfListenLink[]): Promise<Uint8Array> =>
  (await import('#shared/keepsake-pdf.ts')).buildPdf(piece, links);

/**
 * The export worker's job: builds the zip (progress recorded as it goes), keeps it under the owner's files
 * and answers where it is and until when. An account deleted meanwhile has nothing to build (its job is gone).
 */
export const runExport = async (message: ExportMessage, job: JobRecord): Promise<ExportResult> => {
  const userId = job.ownerId ?? '';
  const user = await getUser(userId);
  const zip = await buildExportZip({
    userId,
    narratorName: user.name,
    memory: () => getMemory(userId),
    pdf: keepsakePdf,
    progress: (percent) => setJobProgress(message.jobId, percent),
  });
  const blobKey = exportKey(userId, message.jobId, new Date().toISOString().slice(0, 10));
  await blobs().put(blobKey, zip, 'application/zip');
  return { blobKey, expiresAt: new Date(Date.now() + EXPORT_LINK_SECONDS * 1000).toISOString() };
};
