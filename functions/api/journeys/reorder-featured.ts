import { reorderFeatured } from '#shared/contract/journeys.ts';
import { reorderFeatured as reorder } from '../../core/journeys/journeys.ts';
import { http } from '../../edge/http.ts';

export const handler = http(reorderFeatured, async ({ body }) => ({ body: await reorder(body.journeyIds) }));
