import { describe, expect, it } from 'vitest';
import { OfflineProvider } from '#functions/ai/offline.ts';
import { GMAIL_SCOPE } from '#functions/core/gmail/constants.ts';
import { insightIdOf } from '#functions/core/gmail/insights.ts';
import { GmailJobEntity } from '#functions/db/entities/gmail-job.ts';
import { getItem } from '#functions/db/read.ts';
import { AiUnavailableError } from '#functions/lib/errors.ts';
import { GMAIL_TEXTS } from '#shared/texts.ts';
import { sampleMailbox } from '#test/fakes/google-server.ts';
import { type ApiClient, signedInClient } from '#test/helpers/api.ts';
import { linkedNarratorOn, withGmailRuntime } from '#test/helpers/gmail-runtime.ts';
import { everyItem } from '#test/integration/admin/admin-fixtures.ts';
import { streamEvents } from './stream.ts';

/** The offline summariser, failing once (as a worker crash would) when `failOnce` is armed. */
class FlakyProvider extends OfflineProvider {
  failOnce = false;
  calls = 0;
  override async summariseEmail(input: Parameters<OfflineProvider['summariseEmail']>[0]) {
    this.calls += 1;
    if (this.failOnce && this.calls === 3) {
      this.failOnce = false;
      throw new AiUnavailableError('the model is down for a moment');
    }
    return super.summariseEmail(input);
  }
}

const ai = new FlakyProvider();
const runtime = withGmailRuntime({ ai, visibilityMs: 200 });

/** Every stored item, all pages of the scan, as JSON text: to look for what must (not) be there. */
const tableText = async () => JSON.stringify(await everyItem());

/** A narrator with Gmail linked through the fake consent page, and a mailbox of `count` emails with a contact. */
const linkedNarrator = (count = 0, contact = 'aunt.may@example.org') =>
  linkedNarratorOn(runtime, count, contact);

const callbackWith = (client: ApiClient, url: URL) =>
  fetch(url, { redirect: 'manual', headers: client.headersFor() });

describe('linking Gmail', () => {
  it('asks Google for gmail.readonly only, offline, with PKCE and a state; stores the token sealed', async () => {
    const session = await signedInClient();
    const client = runtime.clientOf(session);
    expect((await client.get('/api/gmail/status')).body).toEqual({ isConnected: false, configured: true });
    const { body } = await client.get<{ authUrl: string }>('/api/gmail/auth-url');
    const consent = new URL(body.authUrl);
    expect(consent.origin).toBe(runtime.google.url);
    expect(consent.searchParams.get('scope')).toBe(GMAIL_SCOPE);
    expect(consent.searchParams.get('access_type')).toBe('offline');
    expect(consent.searchParams.get('code_challenge_method')).toBe('S256');
    expect(consent.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(consent.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
    expect(consent.searchParams.get('redirect_uri')).toBe(`${runtime.url}/api/gmail/callback`);

    const answer = await callbackWith(
      client,
      new URL(runtime.google.approve(body.authUrl, 'ada@gmail.test')),
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(`${runtime.url}/app/gmail-integration?gmail_connected=true`);
    expect((await client.get('/api/gmail/status')).body).toEqual({
      isConnected: true,
      email: 'ada@gmail.test',
      configured: true,
    });
    // The refresh token Google issued is nowhere in the table; the stored item holds a sealed value.
    const issued = [
      ...(runtime.google as unknown as { refreshTokens: Map<string, unknown> }).refreshTokens.keys(),
    ];
    expect(issued.length).toBeGreaterThan(0);
    const text = await tableText();
    for (const token of issued) expect(text).not.toContain(token);
    expect(text).toMatch(/"sealedRefreshToken":"local\./);
  });

  it('refuses a callback whose state was changed, replayed, or brought back by another session', async () => {
    const { client, callbackUrl, answer } = await linkedNarrator();
    expect(answer.headers.get('location')).toMatch(/gmail_connected=true$/);
    // Replayed: the same code and state a second time.
    const replay = await callbackWith(client, callbackUrl);
    expect(replay.headers.get('location')).toMatch(/gmail_error=true$/);

    const other = runtime.clientOf(await signedInClient());
    const { body } = await other.get<{ authUrl: string }>('/api/gmail/auth-url');
    const tampered = new URL(runtime.google.approve(body.authUrl));
    tampered.searchParams.set('state', `${tampered.searchParams.get('state')}x`);
    expect((await callbackWith(other, tampered)).headers.get('location')).toMatch(/gmail_error=true$/);
    expect((await other.get('/api/gmail/status')).body).toMatchObject({ isConnected: false });

    // A callback carried to another signed-in session (a login CSRF) is refused, and its state is spent.
    const { body: second } = await other.get<{ authUrl: string }>('/api/gmail/auth-url');
    const stolen = new URL(runtime.google.approve(second.authUrl));
    const third = runtime.clientOf(await signedInClient());
    expect((await callbackWith(third, stolen)).headers.get('location')).toMatch(/gmail_error=true$/);
    expect((await third.get('/api/gmail/status')).body).toMatchObject({ isConnected: false });
    expect((await callbackWith(other, stolen)).headers.get('location')).toMatch(/gmail_error=true$/);

    // Google's own refusal (Cancel on the consent page) lands on the page with the error flag.
    const { body: fourth } = await other.get<{ authUrl: string }>('/api/gmail/auth-url');
    const denied = await callbackWith(other, new URL(runtime.google.deny(fourth.authUrl)));
    expect(denied.headers.get('location')).toMatch(/gmail_error=true$/);
  });

  it('unlinks: revoke at Google (tolerated when it fails) then disconnect, keeping the insights', async () => {
    const { client, account } = await linkedNarrator(3);
    const run = await streamEvents(client, '/api/gmail/process-with-contact', {
      contactEmail: 'aunt.may@example.org',
    });
    expect(run.events.at(-1)).toMatchObject({ type: 'complete', count: 3 });
    expect((await client.post('/api/gmail/revoke')).body).toEqual({ revoked: true });
    expect(runtime.google.grantsFor(account).every((grant) => grant.revoked)).toBe(true);
    // A second revoke: Google refuses the dead token, and the answer says so without failing.
    expect((await client.post('/api/gmail/revoke')).body).toEqual({ revoked: false });
    expect((await client.delete('/api/gmail/disconnect')).body).toMatchObject({ isConnected: false });
    expect((await client.get('/api/gmail/status')).body).toMatchObject({ isConnected: false });
    expect((await client.get<{ total: number }>('/api/gmail/insights')).body.total).toBe(3);
  });
});

describe('processing emails with a contact', () => {
  it('answers 409 asking to connect again when Google no longer honours the link', async () => {
    const { client } = await linkedNarrator(2);
    expect((await client.post('/api/gmail/revoke')).body).toEqual({ revoked: true });
    const refused = await streamEvents(client, '/api/gmail/process-with-contact', {
      contactEmail: 'aunt.may@example.org',
    });
    expect(refused.status).toBe(409);
    expect(refused.body?.error).toBe(GMAIL_TEXTS.accessEnded);
  });

  it('streams init, progress and complete; insights are stored, paged, and not duplicated by a second run', async () => {
    const { client, account } = await linkedNarrator(25);
    runtime.google.addMessages(account, sampleMailbox(account, 'someone.else@example.org', 4));
    const run = await streamEvents(client, '/api/gmail/process-with-contact', {
      contactEmail: ' Aunt.May@Example.org ',
    });
    expect(run.contentType).toMatch(/^application\/x-ndjson/);
    expect(run.events[0]).toEqual({ type: 'init', totalEmails: 25 });
    const progress = run.events.filter((event) => event.type === 'progress');
    expect(progress.at(-1)).toEqual({ type: 'progress', processed: 25, total: 25 });
    const complete = run.events.at(-1)!;
    expect(complete).toMatchObject({ type: 'complete', count: 25 });
    expect(complete.emails).toHaveLength(25);
    expect(Object.keys(complete.emails![0]!).sort()).toEqual(
      ['biographicalInfo', 'categories', 'date', 'id', 'sender', 'subject', 'summary'].sort(),
    );

    const first = await client.get<{ insights: { id: string }[]; total: number; hasMore: boolean }>(
      '/api/gmail/insights',
    );
    expect(first.body).toMatchObject({ total: 25, hasMore: true });
    expect(first.body.insights).toHaveLength(20);
    const more = await client.get<{ insights: { id: string }[]; hasMore: boolean }>(
      '/api/gmail/insights?offset=20',
    );
    expect(more.body.insights).toHaveLength(5);
    expect(more.body.hasMore).toBe(false);

    const again = await streamEvents(client, '/api/gmail/process-with-contact', {
      contactEmail: 'aunt.may@example.org',
    });
    expect(again.events.at(-1)).toMatchObject({ type: 'complete', count: 25 });
    expect((await client.get<{ total: number }>('/api/gmail/insights')).body.total).toBe(25);
  });

  it('never shows one narrator the insights of another, and needs a link to process', async () => {
    const { client } = await linkedNarrator(2);
    await streamEvents(client, '/api/gmail/process-with-contact', { contactEmail: 'aunt.may@example.org' });
    const stranger = runtime.clientOf(await signedInClient());
    expect((await stranger.get('/api/gmail/insights')).body).toEqual({
      insights: [],
      total: 0,
      hasMore: false,
    });
    const refused = await streamEvents(stranger, '/api/gmail/process-with-contact', {
      contactEmail: 'aunt.may@example.org',
    });
    expect(refused.status).toBe(409);
    expect(refused.body?.error).toBe('Gmail is not connected. Please connect your Gmail account first.');
    expect((await stranger.delete<{ deleted: number }>('/api/gmail/email-insights')).body.deleted).toBe(0);
    expect((await client.get<{ total: number }>('/api/gmail/insights')).body.total).toBe(2);
  });

  it('answers bad input with a 400 naming the problem, before any stream starts', async () => {
    const { client } = await linkedNarrator();
    const empty = await streamEvents(client, '/api/gmail/process-with-contact', { contactEmail: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body?.error).toContain('Please enter an email address.');
    const bad = await streamEvents(client, '/api/gmail/process-with-contact', {
      contactEmail: 'not-an-address',
    });
    expect(bad.status).toBe(400);
    expect(bad.body?.error).toMatch(/contactEmail/);
  });

  it('a worker crash mid-batch is retried and completes, counting every email once', async () => {
    const { client } = await linkedNarrator(8);
    ai.calls = 0;
    ai.failOnce = true;
    const run = await streamEvents(client, '/api/gmail/process-with-contact', {
      contactEmail: 'aunt.may@example.org',
    });
    expect(ai.failOnce).toBe(false);
    expect(run.events.at(-1)).toMatchObject({ type: 'complete', count: 8 });
    expect(run.events.filter((event) => event.type === 'progress').at(-1)).toMatchObject({
      processed: 8,
      total: 8,
    });
  });

  it('a redelivered batch adds no insights and counts nothing twice', async () => {
    const { client, session } = await linkedNarrator(4);
    const sent: unknown[] = [];
    const send = runtime.queues.send.bind(runtime.queues);
    runtime.queues.send = async (queue, body, options) => {
      sent.push(body);
      return send(queue, body, options);
    };
    try {
      const run = await streamEvents(client, '/api/gmail/process-with-contact', {
        contactEmail: 'aunt.may@example.org',
      });
      expect(run.events.at(-1)).toMatchObject({ type: 'complete', count: 4 });
      const batch = sent[0] as { gmailJobId: string; refs: string[] };
      // The same message again, as SQS may deliver it (its job row is done, so even a fresh claim finds work done).
      await send('gmail', batch);
      await runtime.queues.drain();
      const job = await getItem(GmailJobEntity, { gmailJobId: batch.gmailJobId });
      expect(job).toMatchObject({ processed: 4, failed: 0 });
      expect((await client.get<{ total: number }>('/api/gmail/insights')).body.total).toBe(4);
      const ids = batch.refs.map((ref) => insightIdOf(session.user.id, 'gmail', ref));
      expect(new Set(ids).size).toBe(4);
    } finally {
      runtime.queues.send = send;
    }
  });

  it('backs off on Google 5xx and finishes', async () => {
    const { client } = await linkedNarrator(6);
    runtime.google.failNext(3, 503);
    const run = await streamEvents(client, '/api/gmail/process-with-contact', {
      contactEmail: 'aunt.may@example.org',
    });
    expect(run.events.at(-1)).toMatchObject({ type: 'complete', count: 6 });
  });
});

describe('insights', () => {
  it('keeps only the insight of an email, never its body', async () => {
    const { client, account } = await linkedNarrator();
    const marker = `Quartzfield${Date.now()}`;
    runtime.google.addMessages(account, [
      {
        from: 'Aunt May <aunt.may@example.org>',
        to: account,
        subject: 'The old house',
        date: '2024-03-02T10:00:00Z',
        text: `The roses are out. The gate still sticks. The roof was mended in May. The hens are laying. The lane to ${marker} Farm floods every spring.`,
      },
    ]);
    const run = await streamEvents(client, '/api/gmail/process-with-contact', {
      contactEmail: 'aunt.may@example.org',
    });
    expect(run.events.at(-1)).toMatchObject({ type: 'complete', count: 1 });
    expect(await tableText()).toContain('The old house');
    expect(await tableText()).not.toContain(marker);
  });

  it('extracts biographical facts from the stored insights, and deletes them all', async () => {
    const { client } = await linkedNarrator(3);
    const none = await client.post<{ error: string }>('/api/gmail/extract-biographical-facts');
    expect(none.status).toBe(409);
    await streamEvents(client, '/api/gmail/process-with-contact', { contactEmail: 'aunt.may@example.org' });
    const facts = await client.post<{ facts: { user: string; correspondents: string } }>(
      '/api/gmail/extract-biographical-facts',
    );
    expect(facts.status).toBe(200);
    // Drawn from the stored insights: the offline extractor lists the years and places the emails mention.
    expect(facts.body.facts.user).toMatch(/^_Gathered offline\._/);
    expect(`${facts.body.facts.user}\n${facts.body.facts.correspondents}`).toMatch(/1940|Whitby|Leeds/);
    expect((await client.delete<{ deleted: number }>('/api/gmail/email-insights')).body.deleted).toBe(3);
    expect((await client.get('/api/gmail/insights')).body).toEqual({
      insights: [],
      total: 0,
      hasMore: false,
    });
  });
});
