import { listJourneys } from '#shared/contract/journeys.ts';
import { listJourneys as list } from '../../core/journeys/view.ts';
import { http } from '../../edge/http.ts';

export const handler = http(listJourneys, async () => ({ body: await list() }));
