import { listSteps } from '#shared/contract/journeys.ts';
import { listSteps as list } from '../../core/journeys/steps.ts';
import { http } from '../../edge/http.ts';

export const handler = http(listSteps, async ({ params }) => ({ body: await list(params.id) }));
