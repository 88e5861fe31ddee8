import { setFeatured } from '#shared/contract/journeys.ts';
import { setFeatured as set } from '../../core/journeys/journeys.ts';
import { http } from '../../edge/http.ts';

export const handler = http(setFeatured, async ({ params, body }) => ({
  body: await set(params.id, body.featured),
}));
