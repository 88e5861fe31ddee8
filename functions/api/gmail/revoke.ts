import { revoke } from '#shared/contract/gmail.ts';
import { revokeAtGoogle } from '../../core/gmail/connection.ts';
import { http } from '../../edge/http.ts';

export const handler = http(revoke, async ({ caller }) => ({
  body: { revoked: await revokeAtGoogle(caller.user.userId) },
}));
