import { describe, expect, it, vi } from 'vitest';
import { RealtimeEventHandler, type RealtimeEventTarget } from './realtime-event-handler.ts';

const target = () =>
  ({
    setVoice: vi.fn(),
    assistantStoppedSpeaking: vi.fn(),
    setCaption: vi.fn(),
    addMessage: vi.fn(),
    runTool: vi.fn(),
    log: vi.fn(),
  }) satisfies RealtimeEventTarget;

describe('realtime event handler', () => {
  it("builds Walt's caption from the transcript deltas, anew for each response", () => {
    const calls = target();
    const handler = new RealtimeEventHandler(calls);
    handler.handle({ type: 'response.created' });
    handler.handle({ type: 'response.output_audio_transcript.delta', delta: 'Where were ' });
    handler.handle({ type: 'response.output_audio_transcript.delta', delta: 'you born?' });
    handler.handle({ type: 'response.created' });
    expect(calls.setCaption.mock.calls.map(([caption]) => caption)).toEqual([
      '',
      'Where were ',
      'Where were you born?',
      '',
    ]);
    expect(calls.setVoice).toHaveBeenLastCalledWith('thinking');
  });

  it('adds both sides of the transcript, and ignores a transcription without item id or text', () => {
    const calls = target();
    const handler = new RealtimeEventHandler(calls);
    handler.handle({
      type: 'conversation.item.input_audio_transcription.completed',
      item_id: 'u1',
      transcript: ' Leeds ',
    });
    handler.handle({ type: 'conversation.item.input_audio_transcription.completed', transcript: 'no id' });
    handler.handle({ type: 'response.output_audio_transcript.done', item_id: 'a1', transcript: 'And then?' });
    expect(calls.addMessage.mock.calls.map(([message]) => message)).toEqual([
      { id: 'u1', role: 'user', text: 'Leeds', status: 'final' },
      { id: 'a1', role: 'assistant', text: 'And then?', status: 'final' },
    ]);
    expect(calls.log).toHaveBeenCalledOnce();
  });

  it('runs a tool by the name its function call item gave when the arguments event has none', () => {
    const calls = target();
    const handler = new RealtimeEventHandler(calls);
    handler.handle({
      type: 'response.output_item.added',
      item: { type: 'function_call', call_id: 'c1', name: 'addNote' },
    });
    handler.handle({
      type: 'response.function_call_arguments.done',
      call_id: 'c1',
      arguments: '{"content":"x"}',
    });
    expect(calls.runTool).toHaveBeenCalledWith('c1', 'addNote', '{"content":"x"}');
  });

  it('tells when Walt stops speaking, and shows him listening again after a malformed event', () => {
    const calls = target();
    const handler = new RealtimeEventHandler(calls);
    handler.handle({ type: 'output_audio_buffer.stopped' });
    expect(calls.assistantStoppedSpeaking).toHaveBeenCalledOnce();
    calls.addMessage.mockImplementation(() => {
      throw new Error('boom');
    });
    handler.handle({ type: 'response.output_audio_transcript.done', item_id: 'a2', transcript: 'Hello' });
    expect(calls.log).toHaveBeenCalledWith('event handling failed', expect.any(Error));
    expect(calls.setVoice).toHaveBeenLastCalledWith('listening');
  });
});
