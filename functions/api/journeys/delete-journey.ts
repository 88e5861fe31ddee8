import { deleteJourney } from '#shared/contract/journeys.ts';
import { deleteJourney as remove } from '../../core/journeys/journeys.ts';
import { http } from '../../edge/http.ts';

export const handler = http(deleteJourney, async ({ params }) => {
  await remove(params.id);
  return {};
});
