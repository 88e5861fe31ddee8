import { createFormat } from '#shared/contract/formats.ts';
import { createFormat as create } from '../../core/formats/formats.ts';
import { http } from '../../edge/http.ts';

export const handler = http(createFormat, async ({ body }) => ({ body: await create(body) }));
