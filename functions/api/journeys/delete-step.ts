import { deleteStep } from '#shared/contract/journeys.ts';
import { deleteStep as remove } from '../../core/journeys/steps.ts';
import { http } from '../../edge/http.ts';

export const handler = http(deleteStep, async ({ params }) => {
  await remove(params.id, params.stepId);
  return {};
});
