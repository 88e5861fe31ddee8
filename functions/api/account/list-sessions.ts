import { listSessions } from '#shared/contract/account.ts';
import { listSessions as list } from '../../core/auth/session-list.ts';
import { http } from '../../edge/http.ts';

export const handler = http(listSessions, async ({ caller }) => ({
  body: await list(caller.user.userId, caller.session.sessionId),
}));
