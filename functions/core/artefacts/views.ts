import { ARTEFACTS_PAGE_SIZE } from '#shared/page.ts';
import type { Artefact, GenerationJob, PendingArtefactJob } from '#shared/schemas/artefact.ts';
import { ARTEFACT_TEXTS, CONVERSATION_TEXTS } from '#shared/texts.ts';
import { getAll } from '../../db/batch.ts';
import { ArtefactJobSlotEntity, jobSlotsOfStory } from '../../db/entities/artefact-job-slot.ts';
import { FormatEntity } from '../../db/entities/format.ts';
import { JobEntity } from '../../db/entities/job.ts';
import { StoryEntity } from '../../db/entities/story.ts';
import { getItem, type PageRequest, queryAll } from '../../db/read.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { getJob } from '../jobs/jobs.ts';
import {
  ARTEFACT_JOB_KIND,
  artefactsOfStoryFor,
  findArtefactRecord,
  toArtefact,
  versionsOf,
} from './artefacts.ts';

/** The generations of a story still pending or processing (at most one per format: the slots). */
const pendingJobsOf = async (storyId: string, storyTitle?: string): Promise<PendingArtefactJob[]> => {
  const slots = await queryAll(ArtefactJobSlotEntity, jobSlotsOfStory(storyId), { consistent: true });
  if (slots.length === 0) return [];
  const [jobs, formats] = await Promise.all([
    getAll(
      JobEntity,
      slots.map(({ jobId }) => ({ jobId })),
    ),
    getAll(
      FormatEntity,
      slots.map(({ formatId }) => ({ formatId })),
    ),
  ]);
  const formatNames = new Map(formats.map(({ formatId, name }) => [formatId, name]));
  const byId = new Map(jobs.map((job) => [job.jobId, job]));
  return slots.flatMap((slot) => {
    const job = byId.get(slot.jobId);
    if (!job || (job.status !== 'pending' && job.status !== 'processing')) return [];
    return [
      {
        id: job.jobId,
        status: job.status,
        format: { id: slot.formatId, name: formatNames.get(slot.formatId) ?? '' },
        story: { id: storyId, ...(storyTitle ? { title: storyTitle } : {}) },
        createdAt: job.createdAt,
      },
    ];
  });
};

/**
 * The story page's artefacts (newest first), a page at a time (`ARTEFACTS_PAGE_SIZE`, fewer when asked: each
 * carries its versions' whole text), and its pending generations; another user's story answers 404.
 */
export const storyArtefacts = async (userId: string, storyId: string, page: PageRequest) => {
  const story = await getItem(StoryEntity, { storyId });
  if (!story || story.userId !== userId) throw new NotFoundError(CONVERSATION_TEXTS.storyNotFound);
  const [artefacts, pendingJobs] = await Promise.all([
    artefactsOfStoryFor(userId, storyId, { ...page, limit: Math.min(page.limit, ARTEFACTS_PAGE_SIZE) }),
    pendingJobsOf(storyId, story.title),
  ]);
  return {
    body: { artefacts: artefacts.items, pendingJobs },
    ...(artefacts.nextCursor ? { nextCursor: artefacts.nextCursor } : {}),
  };
};

/**
 * A generation job as the format page polls it, with the artefact once it is completed (versions newest
 * first, so versions[0] is what this job wrote). Another user's job answers 404 like a missing one.
 */
export const jobView = async (
  userId: string,
  jobId: string,
): Promise<{ job: GenerationJob; artefact?: Artefact }> => {
  const job = await getJob(jobId);
  if (!job || job.kind !== ARTEFACT_JOB_KIND || job.ownerId !== userId)
    throw new NotFoundError(ARTEFACT_TEXTS.jobNotFound);
  const view: GenerationJob = {
    jobId: job.jobId,
    status: job.status,
    ...(job.status === 'failed' ? { errorMessage: job.errorMessage ?? ARTEFACT_TEXTS.failed } : {}),
  };
  const artefactId = (job.result as { artefactId?: string } | undefined)?.artefactId;
  if (job.status !== 'completed' || !artefactId) return { job: view };
  const [record, versions] = await Promise.all([findArtefactRecord(artefactId), versionsOf(artefactId)]);
  return record ? { job: view, artefact: toArtefact(record, versions) } : { job: view };
};
