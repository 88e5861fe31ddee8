import { item } from 'dynamodb-toolbox/schema/item';
import { map } from 'dynamodb-toolbox/schema/map';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { STEP_TYPES } from '#shared/constants.ts';
import { stringKeys, timestampAttributes } from '../attributes.ts';
import { inPartition } from '../index-keys.ts';
import { entity } from '../on-table.ts';

/**
 * A step of a journey (part B §3 Journey step), in the journey's partition so one Query reads them all.
 * `order` is 0-based and contiguous; `stepConfig` holds only what the type uses (pathId for an interview,
 * formatId for generateFormat).
 */
export const JourneyStepEntity = /* @__PURE__ */ (() =>
  entity('journeyStep', {
    schema: item({
      ...stringKeys('journeyId', 'stepId'),
      name: string(),
      description: string().optional(),
      order: number(),
      stepType: string().enum(...STEP_TYPES),
      stepConfig: map({ pathId: string().optional(), formatId: string().optional() }).default(() => ({})),
      ...timestampAttributes(),
    }),
    key: { partition: ['journeyId'], sort: ['stepId'] },
  }))();

/** Access pattern: a journey's steps (in the journey's partition; the caller sorts them by `order`). */
export const stepsOfJourney = (journeyId: string) => inPartition({ journeyId }, 'journeyStep');
