import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { findPath } from '#functions/core/paths/paths.ts';
import { createConversation, createStory } from '#test/factories/interviews.ts';
import { RealtimeTestClient, runScriptedInterview } from '#test/fakes/realtime-client.ts';
import { ApiClient, type Session } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { twoNarrators } from '#test/helpers/narrators.ts';

interface SessionAnswer {
  clientSecret: string;
  hasExistingMessages: boolean;
  sdpUrl: string;
  model: string;
  expiresAt: number;
}

let ada: Session;
let bob: Session;
const PATH_ID = 'seed-gettingToKnowYou';
const rtcClients: RealtimeTestClient[] = [];

beforeAll(async () => {
  useRuntimeDatabase();
  [ada, bob] = await twoNarrators();
});
afterEach(async () => {
  await Promise.all(rtcClients.splice(0).map((client) => client.close()));
});

describe('POST /api/audio-chat/session', () => {
  it('mints an offline session whose SDP URL is the local realtime peer, which runs the path', async () => {
    const path = (await findPath(PATH_ID))!;
    const conversationId = await createConversation(ada.user.id, {
      pathId: PATH_ID,
      storyId: await createStory(ada.user.id),
    });

    const answer = await ada.client.post<SessionAnswer>('/api/audio-chat/session', { conversationId });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      hasExistingMessages: false,
      offline: true,
      // A path on the app's own origin, so the call works at localhost and 127.0.0.1 alike.
      sdpUrl: '/_realtime/calls',
      model: 'walt-offline-interviewer',
    });
    expect(answer.body.clientSecret).toMatch(/^ek_offline_/);
    expect(answer.body.expiresAt).toBeGreaterThan(Date.now() / 1000);

    const client = new RealtimeTestClient();
    rtcClients.push(client);
    expect(
      (await client.connect(`${inject('apiUrl')}${answer.body.sdpUrl}`, answer.body.clientSecret)).status,
    ).toBe(201);
    const created = await client.waitFor((event) => event.type === 'session.created');
    const session = created.session as { instructions: string; tools: { name: string }[] };
    expect(session.instructions).toContain(path.instructions.slice(0, 80));
    expect(session.instructions).toContain(path.questions[0]!.text);
    expect(session.tools).toHaveLength(9);

    const { calls, spoken } = await runScriptedInterview(client, ['Yes, I am ready.', 'Goodbye for now.']);
    expect(spoken[0]).toBe(path.introScript);
    expect(calls).toEqual([
      { name: 'askQuestion', arguments: { questionId: 1 } },
      { name: 'hangUp', arguments: { reason: 'The narrator said goodbye.' } },
    ]);
    expect(spoken[1]).toBe(path.questions[0]!.text);
  });

  it('tells the call a returning narrator has messages', async () => {
    const conversationId = await createConversation(ada.user.id, {
      pathId: PATH_ID,
      messages: [
        { role: 'assistant', content: 'Where were you born?' },
        { role: 'user', content: 'In Leeds, in 1948.' },
      ],
    });
    const answer = await ada.client.post<SessionAnswer>('/api/audio-chat/session', { conversationId });
    expect(answer).toMatchObject({ status: 200, body: { hasExistingMessages: true } });
  });

  it('works for a conversation without a path', async () => {
    const conversationId = await createConversation(ada.user.id);
    const answer = await ada.client.post<SessionAnswer>('/api/audio-chat/session', { conversationId });
    expect(answer).toMatchObject({ status: 200, body: { hasExistingMessages: false } });
  });

  it("answers 400 without a conversation id, 404 for a missing or another user's one, 401 signed out", async () => {
    expect(await ada.client.post('/api/audio-chat/session', {})).toMatchObject({
      status: 400,
      body: { error: 'conversationId is required' },
    });
    expect((await ada.client.post('/api/audio-chat/session', { conversationId: 'missing' })).status).toBe(
      404,
    );
    const conversationId = await createConversation(ada.user.id);
    expect(await bob.client.post('/api/audio-chat/session', { conversationId })).toMatchObject({
      status: 404,
      body: { error: 'Conversation not found' },
    });
    expect((await new ApiClient().post('/api/audio-chat/session', { conversationId })).status).toBe(401);
  });
});
