import { deleteAll } from '../../db/batch.ts';
import { deleteQueried } from '../../db/delete-queried.ts';
import { ArtefactEntity, artefactsOfStory } from '../../db/entities/artefact.ts';
import { ArtefactJobSlotEntity, jobSlotsOfStory } from '../../db/entities/artefact-job-slot.ts';
import { ArtefactVersionEntity, versionsOfArtefact } from '../../db/entities/artefact-version.ts';
import { JobEntity, jobsOfOwner } from '../../db/entities/job.ts';
import { queryAll } from '../../db/read.ts';
import { deleteListenLinksOf } from '../voice/listen-links.ts';
import { ARTEFACT_JOB_KIND } from './artefacts.ts';

/**
 * Removes a story's artefacts with their versions, its generation slots and the owner's generation jobs for
 * it (used when the story itself is deleted). Repeating it finishes what a failed attempt left.
 */
export const deleteArtefactsOfStory = async (userId: string, storyId: string): Promise<void> => {
  const artefacts = await queryAll(ArtefactEntity, artefactsOfStory(storyId), { attributes: ['artefactId'] });
  for (const { artefactId } of artefacts) {
    await deleteListenLinksOf(artefactId);
    await deleteQueried(
      ArtefactVersionEntity,
      versionsOfArtefact(artefactId),
      ({ jobId }) => ({ artefactId, jobId }),
      {
        attributes: ['jobId'],
      },
    );
  }
  await deleteAll(
    ArtefactEntity,
    artefacts.map(({ artefactId }) => ({ artefactId })),
  );
  const jobs = await queryAll(JobEntity, jobsOfOwner(userId, ARTEFACT_JOB_KIND));
  await deleteAll(
    JobEntity,
    jobs
      .filter((job) => (job.payload as { storyId?: string } | undefined)?.storyId === storyId)
      .map(({ jobId }) => ({ jobId })),
  );
  await deleteQueried(
    ArtefactJobSlotEntity,
    jobSlotsOfStory(storyId),
    ({ formatId }) => ({ storyId, formatId }),
    {
      attributes: ['formatId'],
    },
  );
};
