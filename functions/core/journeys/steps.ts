import { randomUUID } from 'node:crypto';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import type { JourneyStep, StepType } from '#shared/schemas/journey.ts';
import { JOURNEY_TEXTS } from '#shared/texts.ts';
import { chunk } from '../../db/batch.ts';
import { JourneyStepEntity } from '../../db/entities/journey-step.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { assertPathsExist } from './journeys.ts';
import { configForType, listsEachOnce, type StepConfig } from './rules.ts';
import { getJourneyRecord, type StepRecord, stepRecordsOf, toStep } from './view.ts';

const TRANSACTION_SIZE = 100;

export interface StepInput {
  name: string;
  description?: string;
  stepType: StepType;
  stepConfig: StepConfig;
}

/** Keeps only the configuration the type uses; an interview's path must exist (a format is kept as given). */
const cleanStep = async (input: StepInput) => {
  const stepConfig = configForType(input.stepType, input.stepConfig);
  if (stepConfig.pathId) await assertPathsExist([stepConfig.pathId], 'stepConfig.pathId');
  return {
    name: input.name.trim(),
    description: input.description?.trim() ? input.description : undefined,
    stepType: input.stepType,
    stepConfig,
  };
};

/** The steps of an existing journey, in order (404 'Journey not found' when there is no such journey). */
const stepsOfExisting = async (journeyId: string): Promise<StepRecord[]> => {
  const [, steps] = await Promise.all([getJourneyRecord(journeyId), stepRecordsOf(journeyId)]);
  return steps;
};

export const listSteps = async (journeyId: string): Promise<JourneyStep[]> =>
  (await stepsOfExisting(journeyId)).map(toStep);

/** Adds a step at the end of the journey. */
export const createStep = async (
  journeyId: string,
  input: StepInput,
  stepId: string = randomUUID(),
): Promise<JourneyStep> => {
  const steps = await stepsOfExisting(journeyId);
  const { ToolboxItem } = await JourneyStepEntity.build(PutItemCommand)
    .item({ journeyId, stepId, order: steps.length, ...(await cleanStep(input)) })
    .options({ condition: { attr: 'stepId', exists: false } })
    .send();
  return toStep(ToolboxItem as StepRecord);
};

const findStep = (steps: readonly StepRecord[], stepId: string): StepRecord => {
  const step = steps.find((candidate) => candidate.stepId === stepId);
  if (!step) throw new NotFoundError(JOURNEY_TEXTS.stepNotFound);
  return step;
};

/** Rewrites a step's name, description, type and configuration; its place in the order stays. */
export const updateStep = async (
  journeyId: string,
  stepId: string,
  input: StepInput,
): Promise<JourneyStep> => {
  const step = findStep(await stepsOfExisting(journeyId), stepId);
  const { ToolboxItem } = await JourneyStepEntity.build(PutItemCommand)
    .item({
      journeyId,
      stepId,
      order: step.order,
      ...(await cleanStep(input)),
      createdAt: step.createdAt,
    })
    .options({ condition: { attr: 'stepId', exists: true } })
    .send();
  return toStep(ToolboxItem as StepRecord);
};

/** Writes new orders for the steps whose place changed, in transactions. */
const persistOrder = async (journeyId: string, steps: readonly StepRecord[], ids: readonly string[]) => {
  const byId = new Map(steps.map((step) => [step.stepId, step]));
  const moved = ids
    .map((stepId, order) => ({ step: byId.get(stepId), order }))
    .filter((entry): entry is { step: StepRecord; order: number } => entry.step !== undefined)
    .filter(({ step, order }) => step.order !== order);
  for (const batch of chunk(moved, TRANSACTION_SIZE))
    await execute(
      ...batch.map(({ step, order }) =>
        JourneyStepEntity.build(PutTransaction)
          .item({ ...step, journeyId, order, updatedAt: new Date().toISOString() })
          .options({ condition: { attr: 'stepId', exists: true } }),
      ),
    );
};

/** Deletes a step; the later steps move up, so the order stays 0-based and without gaps. */
export const deleteStep = async (journeyId: string, stepId: string): Promise<void> => {
  const steps = await stepsOfExisting(journeyId);
  findStep(steps, stepId);
  await JourneyStepEntity.build(DeleteItemCommand).key({ journeyId, stepId }).send();
  const rest = steps.filter((step) => step.stepId !== stepId);
  await persistOrder(
    journeyId,
    rest,
    rest.map((step) => step.stepId),
  );
};

/** Persists the whole step order: every step of the journey, exactly once, in its new place. */
export const reorderSteps = async (journeyId: string, stepIds: readonly string[]): Promise<JourneyStep[]> => {
  const steps = await stepsOfExisting(journeyId);
  if (
    !listsEachOnce(
      stepIds,
      steps.map((step) => step.stepId),
    )
  )
    throw new ValidationError(JOURNEY_TEXTS.stepOrderMismatch);
  await persistOrder(journeyId, steps, stepIds);
  return (await stepRecordsOf(journeyId)).map(toStep);
};
