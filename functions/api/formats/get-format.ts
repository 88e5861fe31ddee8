import { getFormat } from '#shared/contract/formats.ts';
import { getFormat as get } from '../../core/formats/formats.ts';
import { http } from '../../edge/http.ts';

export const handler = http(getFormat, async ({ params }) => ({ body: await get(params.id) }));
