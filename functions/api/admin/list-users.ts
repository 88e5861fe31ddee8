import { listUsers } from '#shared/contract/admin.ts';
import { listUsersForAdmin } from '../../core/admin/users.ts';
import { http } from '../../edge/http.ts';

export const handler = http(listUsers, async ({ query, page }) => {
  const { nextCursor, ...body } = await listUsersForAdmin(query, page.after);
  return { body, ...(nextCursor ? { nextCursor } : {}) };
});
