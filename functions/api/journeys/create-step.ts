import { createStep } from '#shared/contract/journeys.ts';
import { createStep as create } from '../../core/journeys/steps.ts';
import { http } from '../../edge/http.ts';

export const handler = http(createStep, async ({ params, body }) => ({
  body: await create(params.id, body),
}));
