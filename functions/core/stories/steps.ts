import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { CONVERSATION_TEXTS, JOURNEY_TEXTS } from '#shared/texts.ts';
import { deleteAll } from '../../db/batch.ts';
import { StepCompletionEntity, stepCompletionsOfStory } from '../../db/entities/step-completion.ts';
import { StoryEntity } from '../../db/entities/story.ts';
import { isConditionFailure } from '../../db/errors.ts';
import { getItem, loadOwned, queryAll } from '../../db/read.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { stepsBlocking } from '../journeys/rules.ts';
import { type StepRecord, stepRecordsOf } from '../journeys/view.ts';

export interface StepCompletion {
  stepId: string;
  metadata: { completedAt: string };
}

const toCompletion = ({ stepId, completedAt }: { stepId: string; completedAt: string }): StepCompletion => ({
  stepId,
  metadata: { completedAt },
});

const completionRecordsOf = (storyId: string) =>
  queryAll(StepCompletionEntity, stepCompletionsOfStory(storyId), { consistent: true });

/** The caller's story's journey id (404 'Story not found' for another user's or a missing story). */
const journeyOfStory = async (userId: string, storyId: string): Promise<string | undefined> =>
  (await loadOwned(StoryEntity, { storyId }, userId, CONVERSATION_TEXTS.storyNotFound)).journeyId;

/** A step of the story's journey, with all its steps; 404 'Step not found' for any other step. */
const stepOfStory = async (userId: string, storyId: string, stepId: string) => {
  const journeyId = await journeyOfStory(userId, storyId);
  if (!journeyId) throw new NotFoundError(JOURNEY_TEXTS.stepNotFound);
  const steps = await stepRecordsOf(journeyId);
  const step = steps.find((candidate) => candidate.stepId === stepId);
  if (!step) throw new NotFoundError(JOURNEY_TEXTS.stepNotFound);
  return { step, steps };
};

/** The steps completed for the caller's story, with when each was first completed. */
export const listStepCompletions = async (userId: string, storyId: string): Promise<StepCompletion[]> => {
  const [, completions] = await Promise.all([journeyOfStory(userId, storyId), completionRecordsOf(storyId)]);
  return completions.map(toCompletion);
};

/**
 * Completes a step of the story's journey. A step is locked while a step of lower order is incomplete
 * (409). Idempotent: completing a step again answers the first completion. The time is the server's.
 */
export const completeStep = async (
  userId: string,
  storyId: string,
  stepId: string,
): Promise<StepCompletion> => {
  const [{ steps }, completions] = await Promise.all([
    stepOfStory(userId, storyId, stepId),
    completionRecordsOf(storyId),
  ]);
  const done = completions.find((completion) => completion.stepId === stepId);
  if (done) return toCompletion(done);
  const completed = new Set(completions.map((completion) => completion.stepId));
  if (stepsBlocking<StepRecord>(steps, stepId, completed).length > 0)
    throw new ConflictError(JOURNEY_TEXTS.stepLocked);
  try {
    const { ToolboxItem } = await StepCompletionEntity.build(PutItemCommand)
      .item({ storyId, stepId })
      .options({ condition: { attr: 'stepId', exists: false } })
      .send();
    return toCompletion(ToolboxItem);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // A concurrent completion stored it first: answer with that one.
    const first = await getItem(StepCompletionEntity, { storyId, stepId });
    if (!first) throw error;
    return toCompletion(first);
  }
};

/** The generation page of a generateFormat step: /story/{storyId}/format/{formatId}. */
export const getStepFormatUrl = async (
  userId: string,
  storyId: string,
  stepId: string,
): Promise<{ url: string }> => {
  const { step } = await stepOfStory(userId, storyId, stepId);
  const formatId = step.stepType === 'generateFormat' ? step.stepConfig?.formatId : undefined;
  if (!formatId) throw new ValidationError(JOURNEY_TEXTS.notFormatStep);
  return { url: `/story/${encodeURIComponent(storyId)}/format/${encodeURIComponent(formatId)}` };
};

/** Deletes a story's step completions (with the story). */
export const deleteStepCompletionsOfStory = async (storyId: string): Promise<void> => {
  const completions = await queryAll(StepCompletionEntity, stepCompletionsOfStory(storyId), {
    attributes: ['stepId'],
  });
  await deleteAll(
    StepCompletionEntity,
    completions.map(({ stepId }) => ({ storyId, stepId })),
  );
};
