import * as z from 'zod/mini';
import type { transcriptionStatus } from '#shared/schemas/story.ts';
import { STORY_ERRORS } from '#shared/texts.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { getJob, type JobRecord } from '../jobs/jobs.ts';
import { queueJob } from '../jobs/queue-job.ts';
import { recordingUploadSize } from './recording-uploads.ts';
import { assertRecordingRoom } from './recordings.ts';

/**
 * A long memo's transcription on a queue (issue 24). `POST /api/stories/transcribe` with `{ uploadId }` answers
 * the transcript in the request, as the spec's call shape has it; a 25 MB memo may take the provider longer than
 * an API request may last (29 s), so the browser sends its uploaded recordings here instead: the request checks
 * the upload and the account's room, queues a job and answers 202 with it, and the transcriptions worker does
 * what `transcribe` does (run-transcription.ts, the only part that carries the AI provider). The job answers what `transcribe` would have, or why it failed.
 */
export const TRANSCRIPTION_JOB_KIND = 'transcription';

export const transcriptionMessage = z.object({
  jobId: z.string().check(z.minLength(1)),
  userId: z.string().check(z.minLength(1)),
  uploadId: z.string().check(z.minLength(1)),
});
export type TranscriptionMessage = z.infer<typeof transcriptionMessage>;

type TranscriptionStatus = z.infer<typeof transcriptionStatus>;
export interface TranscriptionResult {
  transcript: string;
  recordingId: string;
  offline?: boolean;
}
/** Why a job failed, as `transcribe` would have answered it: kept in the job's message as `status text`. */
export const failure = (status: number, text: string) => `${status} ${text}`;

/** Checks the caller's upload and room, then queues its transcription; the job answers when it is done. */
export const startTranscription = async (userId: string, uploadId: string): Promise<{ jobId: string }> => {
  await assertRecordingRoom(userId, await recordingUploadSize(userId, uploadId));
  return queueJob(
    { kind: TRANSCRIPTION_JOB_KIND, ownerId: userId },
    'transcriptions',
    failure(503, STORY_ERRORS.transcriptionFailed),
    { userId, uploadId } satisfies Omit<TranscriptionMessage, 'jobId'>,
  );
};

/** The caller's transcription; anyone else's job (or another kind) answers 404 like a missing one. */
const ownTranscription = async (userId: string, jobId: string): Promise<JobRecord> => {
  const job = await getJob(jobId);
  if (!job || job.ownerId !== userId || job.kind !== TRANSCRIPTION_JOB_KIND)
    throw new NotFoundError(STORY_ERRORS.transcriptionNotFound);
  return job;
};

/** `status text` of a failed job, or the generic failure (a job the dead-letter queue ended). */
const failureOf = (job: JobRecord) => {
  const match = /^(4\d\d|5\d\d) (.+)$/s.exec(job.errorMessage ?? '');
  return match
    ? { errorStatus: Number(match[1]), errorMessage: match[2] as string }
    : { errorStatus: 500, errorMessage: STORY_ERRORS.transcriptionFailed };
};

export const getTranscription = async (userId: string, jobId: string): Promise<TranscriptionStatus> => {
  const job = await ownTranscription(userId, jobId);
  if (job.status === 'completed') return { status: 'completed', ...(job.result as TranscriptionResult) };
  if (job.status === 'failed') return { status: 'failed', ...failureOf(job) };
  return { status: job.status };
};
