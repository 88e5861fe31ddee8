import { getPath } from '#shared/contract/paths.ts';
import { getPath as get } from '../../core/paths/paths.ts';
import { http } from '../../edge/http.ts';

export const handler = http(getPath, async ({ params }) => ({ body: await get(params.id) }));
