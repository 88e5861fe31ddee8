import { deletePath } from '#shared/contract/paths.ts';
import { deletePath as remove } from '../../core/paths/paths.ts';
import { http } from '../../edge/http.ts';

export const handler = http(deletePath, async ({ params }) => {
  await remove(params.id);
  return {};
});
