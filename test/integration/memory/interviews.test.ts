import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OfflineProvider } from '#functions/ai/offline.ts';
import {
  closeRealtimePeers,
  handleRealtimeCall,
  LOCAL_REALTIME_PATH,
} from '#infra/local/realtime-peer/handle-call.ts';
import type { ConversationBrief } from '#shared/schemas/memory.ts';
import type { Note } from '#shared/schemas/note.ts';
import { RealtimeTestClient } from '#test/fakes/realtime-client.ts';
import { MARGARET_HOLLINS, type PersonaCall } from '#test/fixtures/memory-persona.ts';
import { type Session, signedInClient } from '#test/helpers/api.ts';
import { useRuntimeDatabase } from '#test/helpers/env.ts';
import { apiOf, planFor, runOfflineCall } from '#test/helpers/interview-driver.ts';

/** Interviews that remember (issue 21 §2): coverage, the brief, the offline interviewer, one note per turn. */

let server: Server;
let callsUrl = '';
beforeAll(async () => {
  useRuntimeDatabase();
  server = createServer((req, res) => void handleRealtimeCall(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  callsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${LOCAL_REALTIME_PATH}`;
});
afterAll(async () => {
  await closeRealtimePeers();
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
});

const start = async (session: Session, sessionType: string) =>
  (await session.client.post<{ conversation: { id: string } }>('/api/conversations/start', { sessionType }))
    .body.conversation.id;
const briefOf = async (session: Session, conversationId: string) =>
  (await session.client.get<ConversationBrief>(`/api/conversations/${conversationId}/brief`)).body;

describe('interviews that remember', () => {
  it('covers questions as a set: a resumed call starts at the first uncovered one and asks none again', async () => {
    // Prepare
    const narrator = await signedInClient({ name: 'Margaret Hollins' });
    const who = { userId: narrator.user.id, name: 'Margaret Hollins' };
    const conversationId = await start(narrator, 'gettingToKnowYou');
    const [first, resumed] = MARGARET_HOLLINS.calls as [PersonaCall, PersonaCall];
    // Act
    const one = await runOfflineCall(apiOf(narrator), who, conversationId, first.answers);
    const brief = await briefOf(narrator, conversationId);
    const two = await runOfflineCall(apiOf(narrator), who, conversationId, resumed.answers);
    // Assess
    expect(brief.coveredQuestionIds).toEqual([1, 2]);
    expect(brief.nextQuestionId).toBe(3);
    expect(two.askedQuestionIds.some((id) => brief.coveredQuestionIds.includes(id))).toBe(false);
    expect(two.askedQuestionIds[0]).toBe(3);
    expect(one.askedQuestionIds).toEqual([1, 2, 3]);
  });

  it('greets a returning narrator by the name they go by, and asks an open thread before the path', async () => {
    // Prepare
    const narrator = await signedInClient({ name: 'Margaret Hollins' });
    const who = { userId: narrator.user.id, name: 'Margaret Hollins' };
    const first = await start(narrator, 'gettingToKnowYou');
    await runOfflineCall(apiOf(narrator), who, first, MARGARET_HOLLINS.calls[0]!.answers);
    const second = await start(narrator, 'discoveringShape');
    // Act
    const brief = await briefOf(narrator, second);
    const call = await runOfflineCall(apiOf(narrator), who, second, [
      'Yes, let us carry on.',
      'He was called Jack.',
    ]);
    // Assess
    expect(brief.narratorName).toBe('Peggy');
    expect(brief.instructions).toContain('call them Peggy');
    expect(brief.openThreads.map((thread) => thread.about)).toEqual(
      expect.arrayContaining(['your older brother', 'the yard']),
    );
    expect(call.waltLines[0]).toContain('Welcome back, Peggy');
    const threadQuestions = brief.openThreads.map((thread) => thread.question);
    expect(threadQuestions).toContain(call.waltLines[1]!.replace(/^.*?(What|When)/, '$1'));
    expect(call.askedQuestionIds[0]).toBe(1);
  });

  it('confirms a contradiction at "Getting the details right"', async () => {
    // Prepare
    const narrator = await signedInClient();
    const who = { userId: narrator.user.id, name: 'Rose Dale' };
    const first = await start(narrator, 'gettingToKnowYou');
    await runOfflineCall(apiOf(narrator), who, first, [
      'I married Tom Hollins in 1961.',
      'Tom and I married in 1962.',
    ]);
    const details = await start(narrator, 'contextAndDetails');
    const plan = await planFor(narrator.user.id, 'Rose Dale', details);
    const index = plan.brief.questions.findIndex((question) =>
      /getting the details right/i.test(question.title),
    );
    // Act
    const answers = Array.from({ length: index + 3 }, (_, n) => `An answer about my life, number ${n + 1}.`);
    const call = await runOfflineCall(apiOf(narrator), who, details, answers);
    // Assess
    expect(index).toBeGreaterThanOrEqual(0);
    expect(plan.brief.confirmations).toHaveLength(1);
    expect(call.waltLines.some((line) => line.includes(plan.brief.confirmations[0]!.question))).toBe(true);
  });

  it('mints the call with exactly the brief’s instructions (what the local peer receives in session.created)', async () => {
    // Prepare
    const narrator = await signedInClient({ name: 'Margaret Hollins' });
    const conversationId = await start(narrator, 'gettingToKnowYou');
    await runOfflineCall(
      apiOf(narrator),
      { userId: narrator.user.id, name: 'Margaret Hollins' },
      conversationId,
      ['Everyone calls me Peggy.', 'I was born in Whitby in 1938.'],
    );
    const brief = await briefOf(narrator, conversationId);
    const { clientSecret } = await new OfflineProvider().mintRealtimeSession(
      await planFor(narrator.user.id, 'Margaret Hollins', conversationId),
    );
    const client = new RealtimeTestClient();
    // Act
    await client.connect(callsUrl, clientSecret);
    const created = await client.waitFor((event) => event.type === 'session.created');
    await client.close();
    // Assess
    expect((created.session as { instructions: string }).instructions).toBe(brief.instructions);
    expect(brief.instructions).toContain('born: Whitby (1938)');
  });

  it('offers the next question not yet covered when a card falls back to the path', async () => {
    // Prepare
    const narrator = await signedInClient();
    const conversationId = await start(narrator, 'gettingToKnowYou');
    for (const questionId of [1, 2])
      await narrator.client.post(`/api/conversations/${conversationId}/track-question`, { questionId });
    const availableQuestions = [1, 2, 3, 4].map((id) => ({
      id,
      title: `Question ${id}`,
      text: `Text ${id}`,
    }));
    // Act
    const card = await narrator.client.post<{ predefinedQuestionId: number | null }>(
      '/api/ai/analyze-for-question-card',
      { conversationId, messageText: 'Shall we go on to something else?', availableQuestions },
    );
    // Assess
    expect(card.status).toBe(200);
    expect(card.body.predefinedQuestionId).toBe(3);
  });

  it('notes each answer once: the automatic note is dropped when Walt noted the same turn', async () => {
    // Prepare
    const narrator = await signedInClient();
    const conversationId = await start(narrator, 'gettingToKnowYou');
    await narrator.client.post('/api/notes', {
      content: 'Born in Whitby in 1938, the youngest',
      conversationId,
      createdBy: 'walt',
    });
    // Act
    const auto = await narrator.client.post<{ shouldTakeNote: boolean }>('/api/ai/analyze-for-notes', {
      conversationId,
      conversationContext:
        'Walt: Where were you born?\nNarrator: I was born in Whitby in 1938, the youngest of five.',
    });
    const notes = await narrator.client.get<Note[]>(`/api/notes?conversationId=${conversationId}`);
    // Assess
    expect(auto.status).toBe(200);
    expect(auto.body.shouldTakeNote).toBe(false);
    expect(notes.body).toHaveLength(1);
  });
});
