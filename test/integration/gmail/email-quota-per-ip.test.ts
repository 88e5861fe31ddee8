import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GMAIL_BATCH_KIND } from '#functions/core/gmail/jobs.ts';
import { QUOTA_TEXTS } from '#shared/texts.ts';
import { sampleMailbox } from '#test/fakes/google-server.ts';
import { ApiClient, type Session, signedInClient } from '#test/helpers/api.ts';
import { type GmailRuntime, startGmailRuntime } from '#test/helpers/gmail-runtime.ts';
import { verifyEmailOf } from '#test/helpers/verify-email.ts';
import { everyItem } from '#test/integration/admin/admin-fixtures.ts';
import { streamEvents } from './stream.ts';

/*
 * Issue 23, H1: the email quota counts per IP end to end. A run of "process emails with a contact" queues its
 * batches with the request's address (functions/core/gmail/jobs.ts), and the Gmail worker spends each batch
 * from the narrator's quota and that address's (functions/core/gmail/batch.ts). With one batch a day allowed
 * per address, a second verified narrator on the same address is refused (the batch fails with the quota's
 * text, no email is summarised); from another address the same narrator's run goes through.
 *
 * The runtime here takes each client's CloudFront-Viewer-Address as its address, and the addresses are drawn
 * where no other test draws them (the counters live in the shared table), so today's count starts empty.
 */

const saved = process.env.AI_QUOTA_EMAIL_PER_IP;
let runtime: GmailRuntime;
beforeAll(async () => {
  // A long visibility timeout: a batch still being worked on is not delivered again (and dead-lettered).
  runtime = await startGmailRuntime({ trustViewerAddress: true, visibilityMs: 10_000 });
});
afterAll(async () => {
  if (saved === undefined) delete process.env.AI_QUOTA_EMAIL_PER_IP;
  else process.env.AI_QUOTA_EMAIL_PER_IP = saved;
  await runtime.stop();
});

const octet = () => Math.floor(Math.random() * 254) + 1;
/** 100.64.0.0/10 above 100.96 (the abuse-limit tests draw below it): an address of this test alone. */
const freshAddress = () => `100.${96 + Math.floor(Math.random() * 32)}.${octet()}.${octet()}`;

/** A client of the Gmail runtime with the session's cookies, seen as a viewer at `address`. */
const clientAt = (session: Session, address: string) => {
  const client = new ApiClient(runtime.url, `${address}:443`);
  for (const [name, value] of session.client.cookies) client.cookies.set(name, value);
  return client;
};

const CONTACT = 'aunt.may@example.org';

/** A verified narrator with Gmail linked and three emails (one batch) with the contact. */
const verifiedLinkedNarrator = async () => {
  const session = await signedInClient();
  await verifyEmailOf(session.user.email);
  const account = `${session.user.id}@gmail.test`;
  runtime.google.addMessages(account, sampleMailbox(account, CONTACT, 3));
  const client = clientAt(session, freshAddress());
  const { body } = await client.get<{ authUrl: string }>('/api/gmail/auth-url');
  const callback = new URL(runtime.google.approve(body.authUrl, account));
  const linked = await fetch(callback, { redirect: 'manual', headers: client.headersFor() });
  expect(linked.headers.get('location')).toMatch(/gmail_connected=true$/);
  return session;
};

const runFrom = (session: Session, address: string) =>
  streamEvents(clientAt(session, address), '/api/gmail/process-with-contact', { contactEmail: CONTACT });

/** The Gmail batches queued for the narrator, as stored (status and, when failed, why). */
const batchesOf = async (userId: string) =>
  (await everyItem()).filter((item) => item.kind === GMAIL_BATCH_KIND && item.ownerId === userId);

describe('the email quota per IP (issue 23, H1)', () => {
  it('refuses a second narrator’s emails from an address whose quota is spent, not from another address', async () => {
    // Prepare
    process.env.AI_QUOTA_EMAIL_PER_IP = '1';
    const [ann, bea] = [await verifiedLinkedNarrator(), await verifiedLinkedNarrator()];
    const shared = freshAddress();

    // Act
    const first = await runFrom(ann, shared);
    const second = await runFrom(bea, shared);
    const refusedBatches = await batchesOf(bea.user.id);
    const elsewhere = await runFrom(bea, freshAddress());

    // Assess
    expect(first.events.at(-1)).toMatchObject({ type: 'complete', count: 3 });
    expect(second.events.at(-1)).toMatchObject({ type: 'complete', count: 0 });
    expect(refusedBatches).toEqual([
      expect.objectContaining({ status: 'failed', errorMessage: QUOTA_TEXTS.caller }),
    ]);
    expect(elsewhere.events.at(-1)).toMatchObject({ type: 'complete', count: 3 });
  });
});
