import { updatePermissions } from '#shared/contract/profile.ts';
import { updatePermissions as savePermissions } from '../../core/profile/permissions.ts';
import { http } from '../../edge/http.ts';

export const handler = http(updatePermissions, async ({ caller, body }) => ({
  body: await savePermissions(caller.user.userId, body.permissions),
}));
