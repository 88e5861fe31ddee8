import { queue } from '../../lib/adapters.ts';
import type { QueueName } from '../../lib/ports/queue.ts';
import { createJob, failJob } from './jobs.ts';

/**
 * Creates a job and sends its message (the job's id and `fields`) to `queueName`. A failed send fails the job
 * with `unqueuedText`, so no job is left pending that nothing will run, and throws for the request to answer.
 */
export const queueJob = async (
  job: Parameters<typeof createJob>[0],
  queueName: QueueName,
  unqueuedText: string,
  fields: Record<string, unknown> = {},
): Promise<{ jobId: string }> => {
  const { jobId } = await createJob(job);
  try {
    await queue().send(queueName, { ...fields, jobId });
  } catch (error) {
    await failJob(jobId, unqueuedText);
    throw error;
  }
  return { jobId };
};
