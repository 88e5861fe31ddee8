import { verifyEmail } from '#shared/contract/auth.ts';
import { EMAIL_TEXTS } from '#shared/texts.ts';
import { verifyEmail as spendVerificationToken } from '../../core/auth/email-verification.ts';
import { http } from '../../edge/http.ts';

export const handler = http(verifyEmail, async ({ body, ip }) => {
  await spendVerificationToken(body.token, ip);
  return { body: { message: EMAIL_TEXTS.verified } };
});
