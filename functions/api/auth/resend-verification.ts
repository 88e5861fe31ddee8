import { resendVerification } from '#shared/contract/auth.ts';
import { EMAIL_TEXTS } from '#shared/texts.ts';
import { resendVerificationEmail } from '../../core/auth/email-verification.ts';
import { http } from '../../edge/http.ts';

export const handler = http(resendVerification, async ({ caller }) => {
  await resendVerificationEmail(caller.user);
  return { body: { message: EMAIL_TEXTS.verificationSent } };
});
