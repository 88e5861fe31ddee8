import { expect, it } from 'vitest';
import { linkedNarratorOn, withGmailRuntime } from '#test/helpers/gmail-runtime.ts';
import { streamEvents } from './stream.ts';

/** A slow quota (8 emails a second) so a run can be cancelled half-way. */
const slow = withGmailRuntime({ quotaUnitsPerSecond: 40 });

it('cancel (closing the stream) keeps what was processed and stops the workers', async () => {
  const { client, account } = await linkedNarratorOn(slow, 40);
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
