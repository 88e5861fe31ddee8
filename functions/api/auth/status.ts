import { status } from '#shared/contract/auth.ts';
import { toPublicUser } from '../../core/auth/users.ts';
import { http } from '../../edge/http.ts';

export const handler = http(status, async ({ caller }) => ({ body: { user: toPublicUser(caller.user) } }));
