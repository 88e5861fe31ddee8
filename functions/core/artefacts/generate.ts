import { randomUUID } from 'node:crypto';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import * as z from 'zod/mini';
import { ARTEFACT_TEXTS, CONVERSATION_TEXTS, STORY_ERRORS } from '#shared/texts.ts';
import { ArtefactJobSlotEntity } from '../../db/entities/artefact-job-slot.ts';
import { JobEntity } from '../../db/entities/job.ts';
import { StoryEntity } from '../../db/entities/story.ts';
import { isTransactionRefused } from '../../db/errors.ts';
import { getItem } from '../../db/read.ts';
import { queue } from '../../lib/adapters.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { failJob, getJob } from '../jobs/jobs.ts';
import { spend } from '../quotas/quotas.ts';
import { ARTEFACT_JOB_KIND } from './artefacts.ts';
import { findFormatRecordOrThrow, scopeOf } from './formats-of-story.ts';
import { hasMaterial } from './material.ts';

/** The message the artefacts worker takes: the job, and what it generates. */
export const artefactMessage = z.object({
  jobId: z.string().check(z.minLength(1)),
  storyId: z.string().check(z.minLength(1)),
  formatId: z.string().check(z.minLength(1)),
});
export type ArtefactMessage = z.infer<typeof artefactMessage>;

/**
 * A pending job older than this was never sent (its request died between the write and the send): it no
 * longer holds the story's slot. Jobs that were sent end completed or failed (the dead-letter queue).
 */
const STALE_PENDING_MS = 2 * 60 * 60 * 1000;
const ATTEMPTS = 4;

const isActive = (job: Awaited<ReturnType<typeof getJob>>): boolean =>
  !!job &&
  (job.status === 'processing' ||
    (job.status === 'pending' && Date.now() - Date.parse(job.createdAt) < STALE_PENDING_MS));

/**
 * Queues the generation of a story in a format, for the story's owner. A second request while a generation of
 * the same story and format is pending or processing answers with that job (a double click starts one job):
 * the job row and the story+format slot naming it are written in one transaction, conditioned on the slot
 * still naming the previous, finished job, so of simultaneous requests exactly one writes. The AI call is
 * spent from `spender`'s artefact quota only by the request that queued it.
 */
export const queueGeneration = async (input: {
  ownerId: string;
  storyId: string;
  formatId: string;
  spender: { userId: string; ip?: string };
}): Promise<{ jobId: string }> => {
  const { ownerId, storyId, formatId } = input;
  const format = await findFormatRecordOrThrow(formatId);
  const material = hasMaterial(ownerId, scopeOf(format.contentScope, storyId, ownerId));
  // Read while the slot is: a failure is reported only if no generation is running already.
  material.catch(() => {});
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const slot = await getItem(ArtefactJobSlotEntity, { storyId, formatId });
    if (slot && isActive(await getJob(slot.jobId))) return { jobId: slot.jobId };
    if (!(await material)) throw new ConflictError(ARTEFACT_TEXTS.noContent);
    const jobId = randomUUID();
    try {
      await execute(
        JobEntity.build(PutTransaction)
          .item({ jobId, kind: ARTEFACT_JOB_KIND, ownerId, payload: { storyId, formatId } })
          .options({ condition: { attr: 'jobId', exists: false } }),
        ArtefactJobSlotEntity.build(PutTransaction)
          .item({ storyId, formatId, jobId, userId: ownerId, createdAt: new Date().toISOString() })
          .options({
            condition: slot ? { attr: 'jobId', eq: slot.jobId } : { attr: 'jobId', exists: false },
          }),
      );
    } catch (error) {
      if (isTransactionRefused(error)) continue;
      throw error;
    }
    try {
      await spend('artefact', input.spender);
      await queue().send('artefacts', { jobId, storyId, formatId } satisfies ArtefactMessage);
    } catch (error) {
      // Nothing will work on it: the job fails at once and frees the slot for the next request.
      await failJob(jobId, error instanceof Error ? error.message : ARTEFACT_TEXTS.failed);
      throw error;
    }
    logger.info('artefact generation queued', { jobId, storyId, formatId });
    return { jobId };
  }
  throw new ConflictError(STORY_ERRORS.notSaved);
};

/**
 * Queues a generation for a story: the job and the artefact are the story's owner's, `spender` pays for the AI
 * call. With `onlyOwnedBy`, another user's story answers 404 like a missing one.
 */
export const generateForStory = async (
  input: { storyId: string; formatId: string },
  spender: { userId: string; ip?: string },
  onlyOwnedBy?: string,
): Promise<{ jobId: string }> => {
  const story = await getItem(StoryEntity, { storyId: input.storyId });
  if (!story || (onlyOwnedBy !== undefined && story.userId !== onlyOwnedBy))
    throw new NotFoundError(CONVERSATION_TEXTS.storyNotFound);
  return queueGeneration({ ownerId: story.userId, ...input, spender });
};

/** The narrator generates for one of their own stories (another user's story answers 404). */
export const generateForUser = (
  userId: string,
  input: { storyId: string; formatId: string },
  ip?: string,
): Promise<{ jobId: string }> => generateForStory(input, { userId, ip }, userId);
