import { expect, inject } from 'vitest';
import { readOutbox } from '#functions/lib/ports/mailer-outbox.ts';
import { ApiClient } from './api.ts';

/** The tokens of every verification link mailed to this address, oldest first. */
export const verificationTokensMailedTo = async (email: string): Promise<string[]> =>
  (await readOutbox(inject('outboxDir')))
    .filter((mail) => mail.to === email)
    .map((mail) => /verify-email\?token=([\w-]+)/.exec(mail.text)?.[1] ?? '')
    .filter(Boolean);

/** Opens the newest verification link mailed to the address, as the user would (Walt then mails them). */
export const verifyEmailOf = async (email: string): Promise<void> => {
  const token = (await verificationTokensMailedTo(email)).at(-1);
  if (!token) throw new Error(`no verification mail for ${email}`);
  expect((await new ApiClient().post('/api/auth/verify-email', { token })).status).toBe(200);
};
