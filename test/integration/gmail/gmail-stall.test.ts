import { afterAll, beforeAll, expect, it } from 'vitest';
import { resetConfig } from '#functions/lib/config.ts';
import { GMAIL_TEXTS } from '#shared/texts.ts';
import { type GmailRuntime, linkedNarratorOn, startGmailRuntime } from '#test/helpers/gmail-runtime.ts';
import { streamEvents } from './stream.ts';

/*
 * A stalled run (issue 24): when no email is read for GMAIL_STALL_SECONDS (workers failing and backing off),
 * the stream ends with an error event the page shows, and the run stops, instead of the stream hanging until
 * the function's time runs out. Gmail answers slowly here (each call waits 4 s) and the stall limit is 1 s.
 */
let slow: GmailRuntime;
beforeAll(async () => {
  slow = await startGmailRuntime({ latencyMs: 4_000 });
  process.env.GMAIL_STALL_SECONDS = '1';
  resetConfig();
});
afterAll(async () => {
  delete process.env.GMAIL_STALL_SECONDS;
  resetConfig();
  await slow.stop();
});

it('ends the stream of a run that makes no progress with the stalled error, naming how far it got', async () => {
  // Arrange
  const { client } = await linkedNarratorOn(slow, 3);

  // Act
  const run = await streamEvents(client, '/api/gmail/process-with-contact', {
    contactEmail: 'aunt.may@example.org',
  });

  // Assess
  expect(run.status).toBe(200);
  expect(run.events[0]).toEqual({ type: 'init', totalEmails: 3 });
  expect(run.events.at(-1)).toEqual({ type: 'error', error: GMAIL_TEXTS.runStalled(0, 3) });
  expect(run.events.some((event) => event.type === 'complete')).toBe(false);
}, 60_000);
