import { deleteFormat } from '#shared/contract/formats.ts';
import { deleteFormat as remove } from '../../core/formats/formats.ts';
import { http } from '../../edge/http.ts';

export const handler = http(deleteFormat, async ({ params }) => {
  await remove(params.id);
  return {};
});
