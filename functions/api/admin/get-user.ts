import { getUser } from '#shared/contract/admin.ts';
import { getUserForAdmin, toAdminUser } from '../../core/admin/users.ts';
import { http } from '../../edge/http.ts';

export const handler = http(getUser, async ({ params }) => ({
  body: toAdminUser(await getUserForAdmin(params.id)),
}));
