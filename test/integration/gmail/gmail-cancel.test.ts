import { afterAll, beforeAll, expect, it } from 'vitest';
import { sampleMailbox } from '#test/fakes/google-server.ts';
import { signedInClient } from '#test/helpers/api.ts';
import { type GmailRuntime, startGmailRuntime } from '#test/helpers/gmail-runtime.ts';
import { streamEvents } from './stream.ts';

/** A slow quota (8 emails a second) so a run can be cancelled half-way. */
let slow: GmailRuntime;
beforeAll(async () => {
  slow = await startGmailRuntime({ quotaUnitsPerSecond: 40 });
});
afterAll(() => slow.stop());

it('cancel (closing the stream) keeps what was processed and stops the workers', async () => {
  const session = await signedInClient();
  const client = slow.clientOf(session);
  const account = `${session.user.id}@gmail.test`;
  slow.google.addMessages(account, sampleMailbox(account, 'aunt.may@example.org', 40));
  const { body } = await client.get<{ authUrl: string }>('/api/gmail/auth-url');
  await fetch(slow.google.approve(body.authUrl, account), {
    redirect: 'manual',
    headers: client.headersFor(),
  });
  const run = await streamEvents(
    client,
    '/api/gmail/process-with-contact',
    { contactEmail: 'aunt.may@example.org' },
    (event) => (event.type === 'progress' && (event.processed ?? 0) >= 4 ? 'stop' : undefined),
  );
  expect(run.events.at(-1)).toMatchObject({ type: 'progress' });
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const kept = (await client.get<{ total: number }>('/api/gmail/insights')).body.total;
  expect(kept).toBeGreaterThanOrEqual(4);
  expect(kept).toBeLessThan(40);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect((await client.get<{ total: number }>('/api/gmail/insights')).body.total).toBe(kept);
  const gets = slow.google.stats(account).requests;
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect(slow.google.stats(account).requests).toBe(gets);
});
