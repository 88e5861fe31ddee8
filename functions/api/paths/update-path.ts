import { updatePath } from '#shared/contract/paths.ts';
import { updatePath as update } from '../../core/paths/paths.ts';
import { http } from '../../edge/http.ts';

export const handler = http(updatePath, async ({ params, body }) => ({
  body: await update(params.id, body),
}));
