import { listFeaturedJourneys } from '#shared/contract/journeys.ts';
import { listFeaturedJourneys as list } from '../../core/journeys/view.ts';
import { http } from '../../edge/http.ts';

export const handler = http(listFeaturedJourneys, async () => ({ body: await list() }));
