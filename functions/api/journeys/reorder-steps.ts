import { reorderSteps } from '#shared/contract/journeys.ts';
import { reorderSteps as reorder } from '../../core/journeys/steps.ts';
import { http } from '../../edge/http.ts';

export const handler = http(reorderSteps, async ({ params, body }) => ({
  body: await reorder(params.id, body.stepIds),
}));
