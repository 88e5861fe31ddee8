import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MBOX_MAX_BYTES } from '#shared/schemas/email-insight.ts';
import { GMAIL_TEXTS } from '#shared/texts.ts';
import { signedInClient } from '#test/helpers/api.ts';
import { type GmailRuntime, startGmailRuntime } from '#test/helpers/gmail-runtime.ts';
import { streamEvents } from './stream.ts';

let runtime: GmailRuntime;
beforeAll(async () => {
  runtime = await startGmailRuntime();
});
afterAll(() => runtime.stop());

/** A mailbox export: `From ` separators, one email per contact given, a quoted `From ` line in a body. */
const mailbox = (senders: string[]) =>
  Buffer.from(
    senders
      .map(
        (sender, index) =>
          `From ${sender} Sat Jun  1 09:3${index}:00 2024\nFrom: ${sender}\nTo: me@example.org\nSubject: Letter ${index + 1}\nDate: Sat, 1 Jun 2024 09:3${index}:00 +0000\nMessage-ID: <letter-${index}-${sender}>\n\nDear you, I remember Leeds in 1962.\n>From the old house, with love.\n`,
      )
      .join('\n'),
  );

const upload = async (client: ReturnType<GmailRuntime['clientOf']>, file: Buffer) => {
  const { status, body } = await client.post<{
    uploadId: string;
    uploadUrl: string;
    headers: Record<string, string>;
  }>('/api/gmail/mbox', { fileName: 'letters.mbox', size: file.length });
  expect(status).toBe(201);
  const put = await fetch(body.uploadUrl, {
    method: 'PUT',
    headers: body.headers,
    body: new Uint8Array(file),
  });
  expect(put.status).toBe(200);
  return body.uploadId;
};

describe('importing a mailbox file', () => {
  it('processes the contact’s emails only, streaming the same events, and again without duplicates', async () => {
    const client = runtime.clientOf(await signedInClient());
    const id = await upload(
      client,
      mailbox(['aunt.may@example.org', 'bank@example.com', 'Aunt.May@example.org']),
    );
    const run = await streamEvents(client, `/api/gmail/mbox/${id}/process`, {
      contactEmail: 'aunt.may@example.org',
    });
    expect(run.events[0]).toEqual({ type: 'init', totalEmails: 2 });
    expect(run.events.at(-1)).toMatchObject({ type: 'complete', count: 2 });
    expect(
      run.events
        .at(-1)
        ?.emails?.map((email) => email.subject)
        .sort(),
    ).toEqual(['Letter 1', 'Letter 3']);
    const again = await streamEvents(client, `/api/gmail/mbox/${id}/process`, {
      contactEmail: 'aunt.may@example.org',
    });
    expect(again.events.at(-1)).toMatchObject({ type: 'complete', count: 2 });
    expect((await client.get<{ total: number }>('/api/gmail/insights')).body.total).toBe(2);
  });

  it('lets what the emails say about the narrator join the memory, to be forgotten like any fact (issue 22)', async () => {
    const client = runtime.clientOf(await signedInClient());
    const letter = Buffer.from(
      'From aunt.may@example.org Sat Jun  1 09:30:00 2024\nFrom: aunt.may@example.org\nTo: me@example.org\nSubject: Old days\nDate: Sat, 1 Jun 2024 09:30:00 +0000\nMessage-ID: <old-days>\n\nI was born in Whitby in 1938.\n',
    );
    const id = await upload(client, letter);
    await streamEvents(client, `/api/gmail/mbox/${id}/process`, { contactEmail: 'aunt.may@example.org' });
    expect((await client.post('/api/gmail/extract-biographical-facts')).status).toBe(200);

    type Facts = {
      facts: { id: string; predicate: string; date: { year: number } | null; sources: { kind: string }[] }[];
    };
    const fromEmail = (memory: Facts) =>
      memory.facts.filter((fact) => fact.sources.some((source) => source.kind === 'emailInsight'));
    const memory = (await client.get<Facts>('/api/memory')).body;
    const born = fromEmail(memory).find((fact) => fact.predicate === 'born');
    expect(born?.date?.year).toBe(1938);

    expect((await client.delete(`/api/memory/facts/${born!.id}`)).status).toBe(204);
    expect(fromEmail((await client.get<Facts>('/api/memory')).body)).toEqual([]);

    // A fresh narrator's summaries deleted: the memory no longer holds what only they said.
    const other = runtime.clientOf(await signedInClient());
    await streamEvents(other, `/api/gmail/mbox/${await upload(other, letter)}/process`, {
      contactEmail: 'aunt.may@example.org',
    });
    expect((await other.post('/api/gmail/extract-biographical-facts')).status).toBe(200);
    expect(fromEmail((await other.get<Facts>('/api/memory')).body)).toHaveLength(1);
    expect((await other.delete('/api/gmail/email-insights')).status).toBe(200);
    expect(fromEmail((await other.get<Facts>('/api/memory')).body)).toEqual([]);
  });

  it('refuses a file over the limit (413), one not uploaded (409), another narrator’s (404), and a non-mailbox (400)', async () => {
    const client = runtime.clientOf(await signedInClient());
    const tooLarge = await client.post<{ error: string }>('/api/gmail/mbox', {
      fileName: 'huge.mbox',
      size: MBOX_MAX_BYTES + 1,
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error).toBe(GMAIL_TEXTS.mboxTooLarge(2));

    const declared = await client.post<{ uploadId: string }>('/api/gmail/mbox', {
      fileName: 'a.mbox',
      size: 100,
    });
    const notUploaded = await streamEvents(client, `/api/gmail/mbox/${declared.body.uploadId}/process`, {
      contactEmail: 'aunt.may@example.org',
    });
    expect(notUploaded).toMatchObject({ status: 409, body: { error: GMAIL_TEXTS.mboxNotUploaded } });

    const mine = await upload(client, mailbox(['aunt.may@example.org']));
    const stranger = runtime.clientOf(await signedInClient());
    const theirs = await streamEvents(stranger, `/api/gmail/mbox/${mine}/process`, {
      contactEmail: 'aunt.may@example.org',
    });
    expect(theirs).toMatchObject({ status: 404, body: { error: GMAIL_TEXTS.mboxNotFound } });

    const notMbox = await upload(client, Buffer.from('Name,Email\nMay,aunt.may@example.org\n'));
    const unreadable = await streamEvents(client, `/api/gmail/mbox/${notMbox}/process`, {
      contactEmail: 'aunt.may@example.org',
    });
    expect(unreadable).toMatchObject({ status: 400, body: { error: GMAIL_TEXTS.mboxUnreadable } });
  });
});
