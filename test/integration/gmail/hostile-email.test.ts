import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '#test/helpers/api.ts';
import { type GmailRuntime, startGmailRuntime } from '#test/helpers/gmail-runtime.ts';
import { streamEvents } from './stream.ts';

/*
 * ASVS M9 end to end: a mailbox whose emails are 512 KB of hostile HTML (tags and comments never closed, runs
 * of `<`, nested quotes, many short lines) is summarised through the stream and the gmail worker in seconds,
 * each email read, cleaned and summarised like any other. The regex cleaner took minutes per such email.
 */

const KB512 = 512 * 1024;
const fill = (unit: string) => unit.repeat(Math.ceil(KB512 / unit.length)).slice(0, KB512);
const HOSTILE = [
  fill('<div '),
  fill('<style>'),
  fill('<!--'),
  fill('<a'),
  `${'<blockquote>'.repeat(10_000)}${fill('x')}`,
  fill('<br>\n'),
];

const mailbox = () =>
  Buffer.from(
    HOSTILE.map(
      (html, index) =>
        `From aunt.may@example.org Sat Jun  1 09:3${index}:00 2024\nFrom: aunt.may@example.org\nTo: me@example.org\nSubject: Hostile ${index + 1}\nDate: Sat, 1 Jun 2024 09:3${index}:00 +0000\nMessage-ID: <hostile-${index}>\nContent-Type: text/html; charset=utf-8\n\nHello from Leeds.<p>${html}\n`,
    ).join('\n'),
  );

let runtime: GmailRuntime;
beforeAll(async () => {
  runtime = await startGmailRuntime();
});
afterAll(() => runtime.stop());

describe('a mailbox of hostile HTML emails', () => {
  it('is cleaned and summarised within seconds, every email counted', async () => {
    const client = runtime.clientOf(await signedInClient());
    const file = mailbox();
    const created = await client.post<{
      uploadId: string;
      uploadUrl: string;
      headers: Record<string, string>;
    }>('/api/gmail/mbox', { fileName: 'hostile.mbox', size: file.length });
    expect(created.status).toBe(201);
    const put = await fetch(created.body.uploadUrl, {
      method: 'PUT',
      headers: created.body.headers,
      body: new Uint8Array(file),
    });
    expect(put.status).toBe(200);

    const started = performance.now();
    const run = await streamEvents(client, `/api/gmail/mbox/${created.body.uploadId}/process`, {
      contactEmail: 'aunt.may@example.org',
    });

    expect(run.events[0]).toEqual({ type: 'init', totalEmails: HOSTILE.length });
    expect(run.events.at(-1)).toMatchObject({ type: 'complete', count: HOSTILE.length });
    expect(performance.now() - started).toBeLessThan(15_000);
  }, 30_000);
});
