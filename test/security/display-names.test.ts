import { randomUUID } from 'node:crypto';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { findUserByEmail, findUserById } from '#functions/core/auth/users.ts';
import { UserEntity } from '#functions/db/entities/user.ts';
import { readOutbox } from '#functions/lib/ports/mailer-outbox.ts';
import type { AdminUser } from '#shared/schemas/user.ts';
import { ACCOUNT_TEXTS, CONVERSATION_TEXTS, FAMILY_TEXTS } from '#shared/texts.ts';
import { createConversation } from '#test/factories/interviews.ts';
import { makeAdministrator } from '#test/helpers/administrator.ts';
import { ApiClient, newAccount, type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { invitationMailsTo, verifiedNarrator } from '#test/helpers/family.ts';

/**
 * No attacker text in Walt's mail (issue 23, M8). Anyone can register with anyone's address, so a display name
 * must not carry a link, an address or markup that Walt's verification or reset mail would then deliver: such a
 * name is refused wherever a name is accepted (registration, the admin rename), and those two mails, which can
 * reach a mailbox whose owner did not choose the name, do not quote it at all. A bare host (`evil.com`) counts
 * as a web address, since mail clients make a link of it; and a mail that does quote a name (the family
 * invitation, the writer report) quotes it only when it passes today's rule, so a name stored before the rule
 * cannot put a link in Walt's mail either.
 */

beforeAll(() => useRuntimeDatabase());

const HOSTILE_NAMES = [
  'Visit http://evil.example',
  'evil@example.com',
  '<b>x</b>',
  'Ada\u0007Lovelace',
  'Claim at evil.com',
  'paypal.com-login',
];
/** Names stored before the rule (written straight to the table): each would make a link in a mail. */
const STORED_BEFORE_THE_RULE = ['Claim at evil.com', 'Claim at bank.co.uk today', 'paypal.com-login'];

/** Writes a name straight to the table, as a name stored before today's rule (the API refuses it now). */
const storeNameAroundTheRule = async (userId: string, name: string) => {
  await UserEntity.build(UpdateItemCommand).item({ userId, name }).send();
};

/** Every host-like word of a mail (`evil.com`, `bank.co.uk`): what a mail client could make a link of. */
const hostsIn = (text: string) =>
  [...text.matchAll(/(?:[\p{L}\p{N}_-]+[.\u3002\uff0e\uff61])+\p{L}{2,}(?![\p{L}\p{N}])/gu)].map((match) =>
    match[0].toLowerCase(),
  );

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

describe('a name stored before the rule', () => {
  it.each(STORED_BEFORE_THE_RULE)(
    'is not quoted in the family invitation mail (%j): no host but Walt’s own',
    async (name) => {
      // Prepare
      const narrator = await verifiedNarrator('Margaret Hollins');
      await storeNameAroundTheRule(narrator.user.id, name);
      const email = `relative-${randomUUID()}@example.com`;
      // Act
      const answer = await narrator.client.post('/api/family/invitations', {
        email,
        relationship: 'daughter',
        role: 'reader',
      });
      // Assess
      expect(answer.status).toBe(201);
      const [mail, ...more] = await invitationMailsTo(email);
      expect(more).toEqual([]);
      expect(mail?.subject).toBe(FAMILY_TEXTS.invitationEmailSubjectUnnamed);
      expect(mail?.text).toContain(FAMILY_TEXTS.invitationEmailBodyUnnamed);
      const walt = new URL(inject('apiUrl')).hostname;
      expect(hostsIn(`${mail?.subject}\n${mail?.text}`).filter((host) => host !== walt)).toEqual([]);
      expect(`${mail?.subject}\n${mail?.text}`).not.toContain(name);
    },
  );

  it('an acceptable name is still quoted in the invitation, as before', async () => {
    const narrator = await verifiedNarrator('Dr. Mary Jones');
    const email = `relative-${randomUUID()}@example.com`;
    await narrator.client.post('/api/family/invitations', { email, relationship: 'son', role: 'reader' });
    const [mail] = await invitationMailsTo(email);
    expect(mail?.subject).toBe(FAMILY_TEXTS.invitationEmailSubject('Dr. Mary Jones'));
    expect(mail?.text).toContain(FAMILY_TEXTS.invitationEmailBody('Dr. Mary Jones'));
  });

  it('is not quoted in the writer report: the narrator is named by their address', async () => {
    // Prepare
    const narrator = await verifiedNarrator('Margaret Hollins');
    await storeNameAroundTheRule(narrator.user.id, 'Claim at evil.com');
    const id = await createConversation(narrator.user.id, {
      messages: [{ role: 'user', content: 'We kept bees.' }],
    });
    // Act
    const sent = await narrator.client.post(`/api/conversations/${id}/send-writer-report`);
    // Assess
    expect(sent).toMatchObject({ status: 200, body: { message: CONVERSATION_TEXTS.writerReportSent } });
    const report = (await mailsTo(narrator.account.email)).find((mail) =>
      mail.text.includes('We kept bees.'),
    );
    expect(report?.text).toContain(`Narrator: ${narrator.account.email}`);
    expect(report?.text).not.toContain('evil.com');
  });
});
