import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { hashLinkToken } from '#functions/core/auth/tokens.ts';
import { EmailVerificationEntity } from '#functions/db/entities/email-verification.ts';
import { getItem } from '#functions/db/read.ts';
import { readOutbox } from '#functions/lib/ports/mailer-outbox.ts';
import { EMAIL_TEXTS } from '#shared/texts.ts';
import { createConversation } from '#test/factories/interviews.ts';
import { makeAdministrator } from '#test/helpers/administrator.ts';
import { ApiClient, type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { verificationTokensMailedTo, verifyEmailOf } from '#test/helpers/verify-email.ts';

/**
 * Email is verified before Walt sends anything but the verification and reset mails (issue 14): a link
 * (256-bit, stored hashed, single use, 24 h) mailed at registration; writer reports wait for it and are
 * limited per account per day.
 */

beforeAll(() => useRuntimeDatabase());

const writerReportsTo = async (email: string) =>
  (await readOutbox(inject('outboxDir'))).filter(
    (mail) => mail.to === email && mail.subject.startsWith('Walt writer report'),
  ).length;

const conversationOf = (session: Session) =>
  createConversation(session.user.id, { messages: [{ role: 'user', content: 'We kept bees.' }] });

describe('registration mails a verification link', () => {
  it('of 256 bits, stored only as its hash, valid for 24 hours; the account starts unverified', async () => {
    // Prepare
    const { client, account } = await signedInClient();
    // Act
    const [token] = await verificationTokensMailedTo(account.email);
    const status = await client.get<{ user: { emailVerified: boolean } }>('/api/auth/status');
    // Assess
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await getItem(EmailVerificationEntity, { tokenHash: hashLinkToken(token!) });
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored!.expiresAt - Date.now() / 1000).toBeGreaterThan(24 * 3600 - 60);
    expect(stored!.expiresAt - Date.now() / 1000).toBeLessThanOrEqual(24 * 3600);
    expect(status.body.user.emailVerified).toBe(false);
  });

  it('verifies the address once: the link works a single time, from any browser', async () => {
    // Prepare
    const { client, account } = await signedInClient();
    const [token] = await verificationTokensMailedTo(account.email);
    // Act
    const first = await new ApiClient().post('/api/auth/verify-email', { token });
    const again = await new ApiClient().post('/api/auth/verify-email', { token });
    // Assess
    expect(first).toMatchObject({ status: 200, body: { message: EMAIL_TEXTS.verified } });
    expect(again).toMatchObject({ status: 400, body: { error: EMAIL_TEXTS.invalidVerificationToken } });
    const status = await client.get<{ user: { emailVerified: boolean } }>('/api/auth/status');
    expect(status.body.user.emailVerified).toBe(true);
  });

  it('refuses an expired link and leaves the address unverified', async () => {
    // Prepare
    const { client, account } = await signedInClient();
    const [token] = await verificationTokensMailedTo(account.email);
    await EmailVerificationEntity.build(UpdateItemCommand)
      .item({ tokenHash: hashLinkToken(token!), expiresAt: Math.floor(Date.now() / 1000) - 1 })
      .send();
    // Act
    const answer = await new ApiClient().post('/api/auth/verify-email', { token });
    // Assess
    expect(answer).toMatchObject({ status: 400, body: { error: EMAIL_TEXTS.invalidVerificationToken } });
    const status = await client.get<{ user: { emailVerified: boolean } }>('/api/auth/status');
    expect(status.body.user.emailVerified).toBe(false);
  });
});

describe('a new link on request', () => {
  it('is mailed at most 3 times an hour, and not once the address is verified', async () => {
    // Prepare
    const { client, account } = await signedInClient();
    // Act
    const answers = [];
    for (let request = 0; request < 4; request += 1)
      answers.push(await client.post('/api/auth/resend-verification'));
    // Assess
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
    expect(answers[0]!.body).toEqual({ message: EMAIL_TEXTS.verificationSent });
    expect(await verificationTokensMailedTo(account.email)).toHaveLength(4);
    // The newest link works, and then there is nothing left to resend.
    await verifyEmailOf(account.email);
    const afterwards = await signedInClient();
    await verifyEmailOf(afterwards.account.email);
    expect(await afterwards.client.post('/api/auth/resend-verification')).toMatchObject({
      status: 409,
      body: { error: EMAIL_TEXTS.alreadyVerified },
    });
  });

  it('needs a session', async () => {
    expect((await new ApiClient().post('/api/auth/resend-verification')).status).toBe(401);
  });
});

describe('writer reports wait for a verified address', () => {
  it('are refused with 403 and a clear message before verification, and sent after', async () => {
    // Prepare
    const narrator = await signedInClient();
    const id = await conversationOf(narrator);
    // Act
    const before = await narrator.client.post(`/api/conversations/${id}/send-writer-report`);
    await verifyEmailOf(narrator.account.email);
    const after = await narrator.client.post(`/api/conversations/${id}/send-writer-report`);
    // Assess
    expect(before).toMatchObject({ status: 403, body: { error: EMAIL_TEXTS.notVerified } });
    expect(after.status).toBe(200);
    expect(await writerReportsTo(narrator.account.email)).toBe(1);
  });

  it('the administrator’s report waits for the administrator’s verified address', async () => {
    // Prepare
    const [admin, narrator] = await Promise.all([signedInClient(), signedInClient()]);
    await makeAdministrator(admin.account.email);
    await narrator.client.put('/api/profile/permissions', { permissions: { 'can-see-transcripts': true } });
    const id = await conversationOf(narrator);
    // Act
    const answer = await admin.client.post(`/api/admin/conversations/${id}/send-writer-report`);
    // Assess
    expect(answer).toMatchObject({ status: 403, body: { error: EMAIL_TEXTS.notVerified } });
    expect(await writerReportsTo(admin.account.email)).toBe(0);
  });

  it('are limited to 10 a day per account, even when sent at once', async () => {
    // Prepare
    const narrator = await signedInClient();
    await verifyEmailOf(narrator.account.email);
    const id = await conversationOf(narrator);
    // Act
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => narrator.client.post(`/api/conversations/${id}/send-writer-report`)),
    );
    // Assess
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(refused.body).toEqual({ error: EMAIL_TEXTS.writerReportLimit(10) });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await writerReportsTo(narrator.account.email)).toBe(10);
  });
});
