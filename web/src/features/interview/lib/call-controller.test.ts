import { describe, expect, it, vi } from 'vitest';
import { onFakeTimers } from '@/test/fake-timers';
import { INTRO_PROMPT, RETURNING_USER_PROMPT } from './call-events.ts';
import { answerSession, api, FakeConnection, narratorSaid, waltCalls, waltSaid } from './call-test-fakes.ts';
import { newController, startedCall } from './call-test-started.ts';
import { CALL_ERRORS } from './realtime-connection.ts';

const flush = onFakeTimers();

describe('call controller', () => {
  it('connects, asks Walt to speak the intro first, and requests a response', async () => {
    const connection = new FakeConnection();
    const controller = newController({ connection });
    await controller.start();
    expect(controller.getSnapshot().phase).toBe('active');
    expect(controller.getSnapshot().voice).toBe('listening');
    expect(connection.sent.map((event) => event.type)).toEqual([
      'conversation.item.create',
      'response.create',
    ]);
    expect(JSON.stringify(connection.sent[0])).toContain(INTRO_PROMPT);
  });

  it('greets a returning user briefly instead', async () => {
    const connection = new FakeConnection();
    const calls = api();
    answerSession(calls, { hasExistingMessages: true });
    const controller = newController({ api: calls, connection });
    await controller.start();
    expect(JSON.stringify(connection.sent[0])).toContain(RETURNING_USER_PROMPT);
  });

  it('says when the session runs on the offline interviewer, and not otherwise', async () => {
    const calls = api();
    const start = async (offline?: boolean) => {
      answerSession(calls, { offline });
      const controller = newController({ api: calls });
      await controller.start();
      return controller.getSnapshot().offline;
    };
    expect(await start(true)).toBe(true);
    expect(await start(false)).toBe(false);
    expect(await start(undefined)).toBe(false);
  });

  it('returns to idle with "Failed to create audio chat session" when the session call fails', async () => {
    const calls = api();
    vi.mocked(calls.createAudioSession).mockRejectedValue(new Error('500'));
    const controller = newController({ api: calls });
    await controller.start();
    expect(controller.getSnapshot()).toMatchObject({ phase: 'idle', error: CALL_ERRORS.session });
  });

  it('returns to idle with the connection error and closes what was opened', async () => {
    const connection = new FakeConnection(CALL_ERRORS.provider);
    const controller = newController({ connection });
    await controller.start();
    expect(controller.getSnapshot()).toMatchObject({ phase: 'idle', error: CALL_ERRORS.provider });
    expect(connection.closed).toBe(true);
  });

  it('needs a conversation id', async () => {
    const controller = newController({}, { conversationId: null });
    await controller.start();
    expect(controller.getSnapshot().error).toBe(CALL_ERRORS.noConversation);
  });

  it('follows the voice states and ticks the clock', async () => {
    const connection = new FakeConnection();
    const controller = newController({ connection });
    await controller.start();
    connection.emit({ type: 'response.created' });
    expect(controller.getSnapshot().voice).toBe('thinking');
    connection.emit({ type: 'output_audio_buffer.started' });
    expect(controller.getSnapshot().voice).toBe('speaking');
    connection.emit({ type: 'output_audio_buffer.stopped' });
    expect(controller.getSnapshot().voice).toBe('listening');
    await vi.advanceTimersByTimeAsync(3000);
    expect(controller.getSnapshot().elapsedSeconds).toBe(3);
  });

  it('saves after each user message (never summarising), and analyses each user message once', async () => {
    const { connection, calls } = await startedCall();
    connection.emit(narratorSaid('u1', 'I was born in Leeds.'));
    connection.emit(narratorSaid('u1', 'I was born in Leeds.'));
    connection.emit({ type: 'conversation.item.input_audio_transcription.completed', transcript: 'no id' });
    await flush();
    expect(calls.saveConversation).toHaveBeenCalledTimes(1);
    expect(calls.saveConversation).toHaveBeenCalledWith(
      'c1',
      [{ id: 'u1', role: 'user', content: 'I was born in Leeds.' }],
      false,
    );
    expect(calls.analyzeForNotes).toHaveBeenCalledTimes(1);
  });

  it('shows a question card for an assistant question, at most every 10 s', async () => {
    const { connection, calls, controller } = await startedCall();
    connection.emit(waltSaid('a1', 'Where were you born?'));
    await flush();
    expect(controller.getSnapshot().questionCard).toEqual({
      title: 'Roots',
      text: 'Where were you born?',
      questionId: 1,
    });
    connection.emit(waltSaid('a2', 'And who raised you?'));
    await flush();
    expect(calls.analyzeForQuestionCard).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    connection.emit(waltSaid('a3', 'What was school like?'));
    await flush();
    expect(calls.analyzeForQuestionCard).toHaveBeenCalledTimes(2);
  });

  it('runs a tool call, sends its output back, then asks for a new response', async () => {
    const { connection, controller } = await startedCall();
    connection.sent.length = 0;
    connection.emit(waltCalls('call_1', 'addNote', '{"content":"Born in Leeds"}'));
    await flush();
    expect(connection.sent).toEqual([
      {
        type: 'conversation.item.create',
        item: { type: 'function_call_output', call_id: 'call_1', output: 'Note added with id n1.' },
      },
      { type: 'response.create', response: { output_modalities: ['audio'], tool_choice: 'auto' } },
    ]);
    expect(controller.getSnapshot().notes).toEqual([
      { id: 'n1', content: 'Born in Leeds', createdBy: 'walt' },
    ]);
    expect(controller.getSnapshot().highlightedNoteIds).toEqual(['n1']);
    await vi.advanceTimersByTimeAsync(5000);
    expect(controller.getSnapshot().highlightedNoteIds).toEqual([]);
  });

  it('hangs up 1000 ms after Walt stops speaking, then saves with summary and sends research', async () => {
    const connection = new FakeConnection();
    const calls = api();
    const sound = vi.fn();
    const controller = newController({ api: calls, connection, playHangUpSound: sound });
    await controller.start();
    connection.emit(narratorSaid('u1', 'Goodbye Walt'));
    connection.emit(waltCalls('c', 'hangUp', '{}'));
    await flush();
    connection.emit({ type: 'output_audio_buffer.stopped' });
    await vi.advanceTimersByTimeAsync(999);
    expect(controller.getSnapshot().phase).toBe('active');
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(sound).toHaveBeenCalled();
    expect(controller.getSnapshot()).toMatchObject({ phase: 'ended', elapsedSeconds: 0, questionCard: null });
    // The autosave delivered the message; the final save sends only what is new since, and summarises.
    expect(calls.saveConversation).toHaveBeenCalledWith(
      'c1',
      [{ id: 'u1', role: 'user', content: 'Goodbye Walt' }],
      false,
    );
    expect(calls.saveConversation).toHaveBeenLastCalledWith('c1', [], true);
    expect(calls.analyzeForResearch).toHaveBeenCalledWith('c1', 'user: Goodbye Walt', 's1');
    await controller.end();
    expect(vi.mocked(calls.saveConversation).mock.calls.filter((call) => call[2] === true)).toHaveLength(1);
  });

  it("sends only what is new in each save, so a 400-turn interview's saves stay the same size (issue 24)", async () => {
    const { connection, calls } = await startedCall();
    for (let turn = 1; turn <= 200; turn += 1) {
      connection.emit({
        type: 'response.output_audio_transcript.done',
        item_id: `a${turn}`,
        transcript: `Walt asks question number ${turn}?`,
      });
      connection.emit({
        type: 'conversation.item.input_audio_transcription.completed',
        item_id: `u${turn}`,
        transcript: `The narrator answers question ${turn} at some length.`,
      });
      await flush();
    }
    const saves = vi.mocked(calls.saveConversation).mock.calls.filter((call) => call[2] === false);
    expect(saves).toHaveLength(200);
    const sizes = saves.map((call) => JSON.stringify(call[1]).length);
    // Each save carries the turn's two messages, never the transcript so far.
    for (const call of saves) expect(call[1].length).toBeLessThanOrEqual(2);
    expect(Math.max(...sizes)).toBeLessThan(Math.min(...sizes) * 1.2);
    expect(new Set(saves.flatMap((call) => call[1].map((message) => message.id))).size).toBe(400);
  });

  it('sends again with the next save what a failed save did not deliver', async () => {
    const connection = new FakeConnection();
    const calls = api();
    vi.mocked(calls.saveConversation).mockRejectedValueOnce(new Error('Failed to save conversation: 503'));
    const controller = newController({ api: calls, connection });
    await controller.start();
    const say = async (id: string, transcript: string) => {
      connection.emit({
        type: 'conversation.item.input_audio_transcription.completed',
        item_id: id,
        transcript,
      });
      await vi.advanceTimersByTimeAsync(60_000);
    };
    await say('u1', 'First.');
    await say('u2', 'Second.');
    const delivered = vi
      .mocked(calls.saveConversation)
      .mock.calls.slice(1)
      .flatMap((call) => call[1].map((message) => message.id));
    expect(delivered).toContain('u1');
    expect(delivered).toContain('u2');
  });

  it('does not save or research an empty call', async () => {
    const { calls, controller } = await startedCall();
    await controller.end();
    expect(calls.saveConversation).not.toHaveBeenCalled();
    expect(calls.analyzeForResearch).not.toHaveBeenCalled();
  });

  it('sends typed text as a user turn', async () => {
    const connection = new FakeConnection();
    const calls = api();
    const controller = newController({ api: calls, connection, newId: () => 'typed-1' });
    await controller.start();
    connection.sent.length = 0;
    controller.sendText('  I grew up by the sea.  ');
    expect(connection.sent[0]).toEqual({
      type: 'conversation.item.create',
      item: {
        id: 'typed-1',
        type: 'message',
        role: 'user',
        content: [{ type: 'input_text', text: 'I grew up by the sea.' }],
      },
    });
    expect(connection.sent[1]?.type).toBe('response.create');
    expect(controller.getSnapshot().messages.at(-1)).toMatchObject({ id: 'typed-1', role: 'user' });
  });
});
