import { describe, expect, it, vi } from 'vitest';
import { onFakeTimers } from '@/test/fake-timers';
import { answerSession, api, FakeConnection, narratorSaid, waltCalls, waltSaid } from './call-test-fakes.ts';
import { newController, startedCall } from './call-test-started.ts';
import { CALL_ERRORS } from './realtime-connection.ts';

const flush = onFakeTimers();

describe('call controller: the length of a call (issue 23)', () => {
  it('ends the call when the server’s maxCallSeconds are reached, saving what was said, and says why', async () => {
    // Prepare
    const connection = new FakeConnection();
    const calls = api();
    answerSession(calls, { maxCallSeconds: 120 });
    const controller = newController({ api: calls, connection });
    await controller.start();
    connection.emit(narratorSaid('u1', 'We lived by the harbour.'));
    // Act
    await vi.advanceTimersByTimeAsync(119_000);
    const before = controller.getSnapshot().phase;
    await vi.advanceTimersByTimeAsync(1_000);
    await flush();
    // Assess
    expect(before).toBe('active');
    expect(connection.closed).toBe(true);
    expect(calls.saveConversation).toHaveBeenLastCalledWith('c1', expect.any(Array), true);
    expect(controller.getSnapshot().error).toBe(CALL_ERRORS.timeUp(2));
  });

  it('shows the server’s own words when it refuses the call (429: today’s minutes are used up)', async () => {
    // Prepare
    const calls = api();
    const refusal = Object.assign(new Error('You have talked with Walt for 120 minutes today.'), {
      status: 429,
    });
    vi.mocked(calls.createAudioSession).mockRejectedValue(refusal);
    const controller = newController({ api: calls });
    // Act
    await controller.start();
    // Assess
    expect(controller.getSnapshot().error).toBe('You have talked with Walt for 120 minutes today.');
  });

  it('says the spec’s text for any other failure to create the session', async () => {
    // Prepare
    const calls = api();
    vi.mocked(calls.createAudioSession).mockRejectedValue(Object.assign(new Error('boom'), { status: 500 }));
    const controller = newController({ api: calls });
    // Act
    await controller.start();
    // Assess
    expect(controller.getSnapshot().error).toBe(CALL_ERRORS.session);
  });
});

describe('call controller: failures and edges', () => {
  it('returns to idle with the error when the channel fails after connecting, stopping the clock', async () => {
    const { connection, controller } = await startedCall();
    await vi.advanceTimersByTimeAsync(2000);
    connection.options?.onFailure(CALL_ERRORS.channelError);
    expect(controller.getSnapshot()).toMatchObject({
      phase: 'idle',
      error: CALL_ERRORS.channelError,
      voice: 'inactive',
    });
    expect(connection.closed).toBe(true);
    const elapsed = controller.getSnapshot().elapsedSeconds;
    await vi.advanceTimersByTimeAsync(3000);
    expect(controller.getSnapshot().elapsedSeconds).toBe(elapsed);
  });

  it('returns to listening when handling a message throws', async () => {
    const { connection, controller, log } = await startedCall();
    connection.emit({ type: 'response.created' });
    expect(controller.getSnapshot().voice).toBe('thinking');
    const listener = vi.fn(() => {
      if (controller.getSnapshot().messages.length > 0 && controller.getSnapshot().voice !== 'listening')
        throw new Error('render failed');
    });
    const stop = controller.subscribe(listener);
    connection.emit(waltSaid('a1', 'Hello there.'));
    stop();
    expect(log).toHaveBeenCalledWith('event handling failed', expect.any(Error));
    expect(controller.getSnapshot().voice).toBe('listening');
  });

  it('ignores transcriptions without an item id or a transcript', async () => {
    const { connection, controller, calls } = await startedCall();
    connection.emit({ type: 'conversation.item.input_audio_transcription.completed', transcript: 'Hello' });
    connection.emit({ type: 'conversation.item.input_audio_transcription.completed', item_id: 'u1' });
    connection.emit(narratorSaid('u2', ' '));
    await flush();
    expect(controller.getSnapshot().messages).toEqual([]);
    expect(calls.saveConversation).not.toHaveBeenCalled();
  });

  it('ends once: a second end, or one during cleanup, is ignored', async () => {
    const { connection, controller, calls } = await startedCall();
    connection.emit(narratorSaid('u1', 'I grew up by the sea.'));
    await flush();
    const first = controller.end();
    const second = controller.end();
    await Promise.all([first, second]);
    await controller.end();
    expect(vi.mocked(calls.saveConversation).mock.calls.filter((call) => call[2] === true)).toHaveLength(1);
    expect(calls.analyzeForResearch).toHaveBeenCalledTimes(1);
  });

  it('raises researchTopicFailed for each topic whose research could not be queued (part A §4)', async () => {
    const { connection, controller, calls, log } = await startedCall();
    vi.mocked(calls.analyzeForResearch).mockResolvedValue({
      jobsCreated: 1,
      topics: ['Dundee in the 1940s', 'The jute mills', 'The river Tay'],
    });
    connection.emit(narratorSaid('u1', 'My father worked the jute mills in Dundee.'));
    await flush();
    await controller.end();
    await vi.advanceTimersByTimeAsync(1000);
    const topics = log.mock.calls
      .filter(([event]) => event === 'researchTopicFailed')
      .map(([, detail]) => (detail as { topic: string }).topic);
    expect(topics).toEqual(['The jute mills', 'The river Tay']);
  });

  it('raises no researchTopicFailed when every topic was queued', async () => {
    const { connection, controller, calls, log } = await startedCall();
    vi.mocked(calls.analyzeForResearch).mockResolvedValue({ jobsCreated: 2, topics: ['Dundee', 'Jute'] });
    connection.emit(narratorSaid('u1', 'My father worked the jute mills in Dundee.'));
    await flush();
    await controller.end();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.analyzeForResearch).toHaveBeenCalledTimes(1);
    expect(log.mock.calls.map(([event]) => event)).not.toContain('researchTopicFailed');
  });

  it('reports "Error ending call" when the final save fails, and still ends', async () => {
    const { connection, controller, calls } = await startedCall();
    vi.mocked(calls.saveConversation).mockRejectedValue(new Error('Failed to save conversation: 500'));
    connection.emit(waltSaid('a1', 'Hello.'));
    await flush();
    const ending = controller.end();
    await vi.advanceTimersByTimeAsync(10_000);
    await ending;
    expect(controller.getSnapshot()).toMatchObject({
      phase: 'ended',
      saving: false,
      error: 'Error ending call: Failed to save conversation: 500',
    });
  });

  it('refetches the notes when an update or a delete fails', async () => {
    const { controller, calls } = await startedCall();
    vi.mocked(calls.updateNote).mockRejectedValue(new Error('500'));
    vi.mocked(calls.deleteNote).mockRejectedValue(new Error('500'));
    const update = controller.updateNote('n1', 'New words', 'user').catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await update).toBeInstanceOf(Error);
    const remove = controller.removeNote('n1').catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await remove).toBeInstanceOf(Error);
    expect(calls.updateNote).toHaveBeenCalledTimes(2);
    expect(calls.deleteNote).toHaveBeenCalledTimes(2);
    expect(calls.listNotes).toHaveBeenCalledTimes(2);
  });

  it('sets the path-completed flag and announces the completed conversation after markStoryPathComplete', async () => {
    const { connection, controller, calls, onPathCompleted, onConversationCompleted } = await startedCall();
    connection.emit(waltCalls('call-1', 'markStoryPathComplete', '{}'));
    await flush();
    expect(calls.completeConversation).toHaveBeenCalledWith('c1');
    expect(calls.completePath).toHaveBeenCalledWith('s1', 'p1', 'c1');
    expect(controller.getSnapshot().pathCompleted).toBe(true);
    expect(onPathCompleted).toHaveBeenCalledTimes(1);
    expect(onConversationCompleted).toHaveBeenCalledTimes(1);
    expect(connection.sent.slice(-2).map((event) => event.type)).toEqual([
      'conversation.item.create',
      'response.create',
    ]);
  });

  it('treats malformed tool arguments as empty and tells Walt what is missing', async () => {
    const { connection } = await startedCall();
    connection.emit(waltCalls('call-2', 'addNote', '{not json'));
    await flush();
    expect(connection.sent.at(-2)).toEqual({
      type: 'conversation.item.create',
      item: { type: 'function_call_output', call_id: 'call-2', output: 'Error: content is required' },
    });
    expect(connection.sent.at(-1)).toEqual({
      type: 'response.create',
      response: { output_modalities: ['audio'], tool_choice: 'auto' },
    });
  });

  it('names the tool from the function call item when the arguments event does not', async () => {
    const { connection, calls } = await startedCall();
    connection.emit({
      type: 'conversation.item.created',
      item: { type: 'function_call', call_id: 'call-3', name: 'completeQuestion' },
    });
    connection.emit({
      type: 'response.function_call_arguments.done',
      call_id: 'call-3',
      arguments: '{"questionId":1}',
    });
    await flush();
    expect(calls.trackQuestion).toHaveBeenCalledWith('c1', 1);
  });
});
