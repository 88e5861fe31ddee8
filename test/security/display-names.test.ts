import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { findUserByEmail, findUserById } from '#functions/core/auth/users.ts';
import { readOutbox } from '#functions/lib/ports/mailer-outbox.ts';
import type { AdminUser } from '#shared/schemas/user.ts';
import { ACCOUNT_TEXTS } from '#shared/texts.ts';
import { makeAdministrator } from '#test/helpers/administrator.ts';
import { ApiClient, newAccount, type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';

/**
 * No attacker text in Walt's mail (issue 23, M8). Anyone can register with anyone's address, so a display name
 * must not carry a link, an address or markup that Walt's verification or reset mail would then deliver: such a
 * name is refused wherever a name is accepted (registration, the admin rename), and those two mails, which can
 * reach a mailbox whose owner did not choose the name, do not quote it at all.
 */

beforeAll(() => useRuntimeDatabase());

const HOSTILE_NAMES = ['Visit http://evil.example', 'evil@example.com', '<b>x</b>', 'Ada\u0007Lovelace'];

const mailsTo = async (email: string) =>
  (await readOutbox(inject('outboxDir'))).filter((mail) => mail.to === email);

describe('registration', () => {
  it.each(HOSTILE_NAMES)('refuses the name %j with 400 and stores nothing', async (name) => {
    // Prepare
    const account = newAccount({ name });
    const browser = new ApiClient();
    // Act
    const answer = await browser.post('/api/auth/register', account);
    // Assess
    expect(answer).toMatchObject({ status: 400, body: { error: ACCOUNT_TEXTS.nameNotAllowed } });
    expect(answer.setCookies).toEqual([]);
    expect(await findUserByEmail(account.email)).toBeUndefined();
    expect(await mailsTo(account.email)).toEqual([]);
    expect((await new ApiClient().post('/api/auth/login', account)).status).toBe(401);
  });

  it('takes an ordinary name, and neither the verification nor the reset mail quotes it', async () => {
    // Prepare
    const name = `Seán O'Brien-${randomUUID().slice(0, 8)}`;
    // Act
    const { account, user } = await signedInClient({ name });
    expect((await new ApiClient().post('/api/auth/forgot-password', { email: account.email })).status).toBe(
      200,
    );
    // Assess
    expect(user).toMatchObject({ email: account.email });
    expect((await findUserById(user.id))?.name).toBe(name);
    const mails = await mailsTo(account.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Please verify your email address for Walt',
      'Reset your Walt password',
    ]);
    for (const mail of mails) {
      expect(mail.text).not.toContain(name);
      expect(mail.subject).not.toContain(name);
      expect(mail.text).toMatch(/^Hello,$/m);
    }
  });
});

describe('the admin rename', () => {
  let admin: Session;

  beforeAll(async () => {
    admin = await signedInClient({ name: 'Admin Ada' });
    await makeAdministrator(admin.account.email);
  });

  it.each(HOSTILE_NAMES)('refuses the name %j with 400 and keeps the old one', async (name) => {
    // Prepare
    const narrator = await signedInClient({ name: 'Nora Quill' });
    // Act
    const answer = await admin.client.put(`/api/admin/users/${narrator.user.id}`, { name });
    // Assess
    expect(answer).toMatchObject({ status: 400, body: { error: ACCOUNT_TEXTS.nameNotAllowed } });
    expect((await findUserById(narrator.user.id))?.name).toBe('Nora Quill');
    const read = await admin.client.get<AdminUser>(`/api/admin/users/${narrator.user.id}`);
    expect(read.body.name).toBe('Nora Quill');
  });

  it('still renames to an ordinary name, or clears it', async () => {
    const narrator = await signedInClient({ name: 'Nora Quill' });
    const renamed = await admin.client.put<AdminUser>(`/api/admin/users/${narrator.user.id}`, {
      name: 'Nora J. Quill',
    });
    const cleared = await admin.client.put<AdminUser>(`/api/admin/users/${narrator.user.id}`, { name: '' });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Nora J. Quill' } });
    expect(cleared).toMatchObject({ status: 200, body: { name: '' } });
  });
});
