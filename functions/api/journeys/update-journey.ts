import { updateJourney } from '#shared/contract/journeys.ts';
import { updateJourney as update } from '../../core/journeys/journeys.ts';
import { http } from '../../edge/http.ts';

export const handler = http(updateJourney, async ({ params, body }) => ({
  body: await update(params.id, body),
}));
