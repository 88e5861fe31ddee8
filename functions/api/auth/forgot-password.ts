import { forgotPassword } from '#shared/contract/auth.ts';
import { AUTH_TEXTS } from '#shared/texts.ts';
import { requestPasswordReset } from '../../core/auth/password-reset.ts';
import { http } from '../../edge/http.ts';

export const handler = http(forgotPassword, async ({ body, ip }) => {
  await requestPasswordReset(body.email, ip);
  return { body: { message: AUTH_TEXTS.forgotPasswordSent } };
});
