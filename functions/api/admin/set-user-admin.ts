import { setUserAdmin } from '#shared/contract/admin.ts';
import { setUserAdminRights } from '../../core/admin/users.ts';
import { http } from '../../edge/http.ts';

export const handler = http(setUserAdmin, async ({ params, body, caller }) => ({
  body: await setUserAdminRights(caller.user.userId, params.id, body.isAdmin),
  auditDetail: body.isAdmin ? 'granted admin rights' : 'revoked admin rights',
}));
