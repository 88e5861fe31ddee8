import { listUsers } from '#shared/contract/admin.ts';
import { listUsersForAdmin } from '../../core/admin/users.ts';
import { http } from '../../edge/http.ts';

export const handler = http(listUsers, async ({ query }) => ({ body: await listUsersForAdmin(query) }));
