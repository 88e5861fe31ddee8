import { deleteUser } from '#shared/contract/admin.ts';
import { deleteUserForAdmin } from '../../core/admin/users.ts';
import { http } from '../../edge/http.ts';

export const handler = http(deleteUser, async ({ params, caller }) => ({
  auditDetail: `deleted ${await deleteUserForAdmin(caller.user.userId, params.id)}`,
}));
