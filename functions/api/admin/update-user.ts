import { updateUser } from '#shared/contract/admin.ts';
import { renameUser } from '../../core/admin/users.ts';
import { http } from '../../edge/http.ts';

export const handler = http(updateUser, async ({ params, body }) => ({
  body: await renameUser(params.id, body.name),
}));
