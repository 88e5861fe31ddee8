import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OfflineProvider } from '#functions/ai/offline.ts';
import { buildRealtimeSession, type RealtimeSessionInput } from '#functions/ai/realtime-session.ts';
import {
  closeRealtimePeers,
  configureRealtimePeer,
  handleRealtimeCall,
  LOCAL_REALTIME_PATH,
} from '#infra/local/realtime-peer/handle-call.ts';
import { OFFLINE_SPEECH_REPLY } from '#infra/local/realtime-peer/peer.ts';
import { RealtimeTestClient, runScriptedInterview } from '#test/fakes/realtime-client.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { realtimeSessionInput } from '#test/helpers/realtime-session.ts';

let server: Server;
let callsUrl = '';
const clients: RealtimeTestClient[] = [];

beforeAll(async () => {
  useRuntimeDatabase();
  configureRealtimePeer({ msPerChar: 1, maxSpeechMs: 100 });
  server = createServer((req, res) => void handleRealtimeCall(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  callsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${LOCAL_REALTIME_PATH}`;
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()));
  await closeRealtimePeers();
});
afterAll(async () => {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
});

const mint = (overrides: Partial<RealtimeSessionInput> = {}) =>
  new OfflineProvider().mintRealtimeSession(buildRealtimeSession(realtimeSessionInput(overrides)));

const connect = async (secret: string) => {
  const client = new RealtimeTestClient();
  clients.push(client);
  const answer = await client.connect(callsUrl, secret);
  return { client, answer };
};

describe('local realtime peer', () => {
  it('runs a full scripted interview over WebRTC: intro → questions → notes → complete → name → hang up', async () => {
    const { clientSecret } = await mint();
    const { client, answer } = await connect(clientSecret);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatch(/^v=0/);
    const created = await client.waitFor((event) => event.type === 'session.created');
    expect(created.session).toMatchObject({
      type: 'realtime',
      tool_choice: 'auto',
      object: 'realtime.session',
    });

    const { calls, spoken } = await runScriptedInterview(client, [
      'Yes, I am ready to begin.',
      'I was born in Leeds in 1948, in a terraced house on Cardigan Road near the park.',
      'My father drove a tram for the city and my mother took in sewing for the neighbours.',
      'We had a tiny kitchen with a coal range and a tin bath hanging on the back wall.',
      'No, that is everything. Goodbye Walt.',
    ]);

    expect(spoken[0]).toBe(realtimeSessionInput().path!.introScript);
    expect(calls.map((call) => call.name)).toEqual([
      'askQuestion',
      'addNote',
      'completeQuestion',
      'askQuestion',
      'addNote',
      'completeQuestion',
      'askQuestion',
      'addNote',
      'completeQuestion',
      'markStoryPathComplete',
      'nameStory',
      'hangUp',
    ]);
    expect(
      calls.filter((call) => call.name === 'askQuestion').map((call) => call.arguments.questionId),
    ).toEqual([1, 2, 3]);
    expect(
      calls.filter((call) => call.name === 'completeQuestion').map((call) => call.arguments.questionId),
    ).toEqual([1, 2, 3]);
    expect(calls[1]!.arguments.content).toBe(
      'I was born in Leeds in 1948, in a terraced house on Cardigan Road near the park.',
    );
    expect(calls.find((call) => call.name === 'nameStory')!.arguments.title).toBe('Ada: A Life from Leeds');
    expect(spoken).toContain('Where were you born, and what do you remember of the place?');
    expect(spoken.at(-1)).toMatch(/Goodbye for now/);

    const types = new Set(client.events.map((event) => event.type));
    for (const type of [
      'session.created',
      'conversation.item.created',
      'response.created',
      'response.done',
      'response.function_call_arguments.done',
      'response.output_audio_transcript.done',
      'output_audio_buffer.started',
      'output_audio_buffer.stopped',
    ])
      expect(types).toContain(type);
    expect(client.audioPackets).toBeGreaterThan(0);
  });

  it('asks for more when an answer is too short to note, and notes nothing', async () => {
    const { clientSecret } = await mint();
    const { client } = await connect(clientSecret);
    await client.waitFor((event) => event.type === 'session.created');
    const { calls, spoken } = await runScriptedInterview(client, ['Ready.', 'Leeds.', 'Bye.']);
    expect(calls.map((call) => call.name)).toEqual(['askQuestion', 'hangUp']);
    expect(spoken).toContain('Take your time. Could you tell me a little more about that?');
  });

  it('greets a returning narrator and resumes at their current question', async () => {
    const { clientSecret } = await mint({
      currentQuestionId: 2,
      previousMessages: [{ role: 'user', content: 'I was born in Leeds.' }],
    });
    const { client } = await connect(clientSecret);
    const { calls, spoken } = await runScriptedInterview(client, [
      'Yes please, let us carry on.',
      'Goodbye.',
    ]);
    expect(spoken[0]).toMatch(/^Welcome back, Ada\./);
    expect(calls[0]).toEqual({ name: 'askQuestion', arguments: { questionId: 2 } });
  });

  it('reports speech on the audio track with the GA events and explains, once, that it cannot transcribe', async () => {
    const { clientSecret } = await mint();
    const { client } = await connect(clientSecret);
    await client.waitFor((event) => event.type === 'session.created');

    await client.sendAudio(300, 80);

    const started = await client.waitFor((event) => event.type === 'input_audio_buffer.speech_started');
    const stopped = await client.waitFor((event) => event.type === 'input_audio_buffer.speech_stopped');
    expect(stopped.item_id).toBe(started.item_id);
    const failed = await client.waitFor(
      (event) => event.type === 'conversation.item.input_audio_transcription.failed',
    );
    expect(failed).toMatchObject({ item_id: started.item_id, error: { code: 'offline' } });
    const reply = await client.waitFor((event) => event.type === 'response.output_audio_transcript.done');
    expect(reply.transcript).toBe(OFFLINE_SPEECH_REPLY);
    const types = client.events.map((event) => event.type);
    expect(types.indexOf('input_audio_buffer.committed')).toBeGreaterThan(
      types.indexOf('input_audio_buffer.speech_stopped'),
    );
  });

  it('answers session.update with session.updated and bad events with error events', async () => {
    const { clientSecret } = await mint();
    const { client } = await connect(clientSecret);
    await client.waitFor((event) => event.type === 'session.created');
    client.send({ type: 'session.update', session: { type: 'realtime', instructions: 'Be brief.' } });
    const updated = await client.waitFor((event) => event.type === 'session.updated');
    expect(updated.session).toMatchObject({ instructions: 'Be brief.', type: 'realtime' });
    client.send({ type: 'no.such.event' });
    const error = await client.waitFor((event) => event.type === 'error');
    expect(error.error).toMatchObject({ type: 'invalid_request_error', code: 'invalid_event' });
  });

  it('refuses an offer without a valid client secret (401) or not sent as SDP (415)', async () => {
    const { answer } = await connect('ek_offline_not-a-real-secret');
    expect(answer.status).toBe(401);
    const { clientSecret } = await mint();
    const wrongType = await fetch(callsUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${clientSecret}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(wrongType.status).toBe(415);
    const notSdp = await fetch(callsUrl, {
      method: 'POST',
      headers: { authorization: `Bearer ${clientSecret}`, 'content-type': 'application/sdp' },
      body: 'hello',
    });
    expect(notSdp.status).toBe(400);
  });
});
