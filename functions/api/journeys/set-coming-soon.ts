import { setComingSoon } from '#shared/contract/journeys.ts';
import { setComingSoon as set } from '../../core/journeys/journeys.ts';
import { http } from '../../edge/http.ts';

export const handler = http(setComingSoon, async ({ params, body }) => ({
  body: await set(params.id, body.comingSoon),
}));
