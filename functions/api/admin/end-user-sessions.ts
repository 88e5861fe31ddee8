import { endUserSessions } from '#shared/contract/admin.ts';
import { endSessionsForAdmin } from '../../core/admin/user-security.ts';
import { http } from '../../edge/http.ts';

export const handler = http(endUserSessions, async ({ params, caller }) => {
  const { message, detail } = await endSessionsForAdmin(
    { userId: caller.user.userId, sessionId: caller.session.sessionId },
    params.id,
  );
  return { body: { message }, auditDetail: detail };
});
