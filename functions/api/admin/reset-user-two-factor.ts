import { resetUserTwoFactor } from '#shared/contract/admin.ts';
import { SESSION_TEXTS } from '#shared/texts.ts';
import { resetTwoFactorForAdmin } from '../../core/admin/user-security.ts';
import { http } from '../../edge/http.ts';

export const handler = http(resetUserTwoFactor, async ({ params, caller }) => ({
  body: { message: SESSION_TEXTS.twoFactorReset },
  auditDetail: await resetTwoFactorForAdmin(caller.user.userId, params.id),
}));
