import { listFormats } from '#shared/contract/formats.ts';
import { listFormats as list } from '../../core/formats/formats.ts';
import { http } from '../../edge/http.ts';

export const handler = http(listFormats, async () => ({ body: await list() }));
