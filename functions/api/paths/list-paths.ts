import { listPaths } from '#shared/contract/paths.ts';
import { listPaths as list } from '../../core/paths/paths.ts';
import { http } from '../../edge/http.ts';

export const handler = http(listPaths, async () => ({ body: await list() }));
