import { createJourney } from '#shared/contract/journeys.ts';
import { createJourney as create } from '../../core/journeys/journeys.ts';
import { http } from '../../edge/http.ts';

export const handler = http(createJourney, async ({ body }) => ({ body: await create(body) }));
