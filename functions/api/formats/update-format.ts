import { updateFormat } from '#shared/contract/formats.ts';
import { updateFormat as update } from '../../core/formats/formats.ts';
import { http } from '../../edge/http.ts';

export const handler = http(updateFormat, async ({ params, body }) => ({
  body: await update(params.id, body),
}));
