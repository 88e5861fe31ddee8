import { createPath } from '#shared/contract/paths.ts';
import { createPath as create } from '../../core/paths/paths.ts';
import { http } from '../../edge/http.ts';

export const handler = http(createPath, async ({ body }) => ({ body: await create(body) }));
