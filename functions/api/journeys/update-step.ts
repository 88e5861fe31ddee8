import { updateStep } from '#shared/contract/journeys.ts';
import { updateStep as update } from '../../core/journeys/steps.ts';
import { http } from '../../edge/http.ts';

export const handler = http(updateStep, async ({ params, body }) => ({
  body: await update(params.id, params.stepId, body),
}));
