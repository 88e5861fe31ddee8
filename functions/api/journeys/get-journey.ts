import { getJourney } from '#shared/contract/journeys.ts';
import { getJourney as get } from '../../core/journeys/view.ts';
import { http } from '../../edge/http.ts';

export const handler = http(getJourney, async ({ params }) => ({ body: await get(params.id) }));
