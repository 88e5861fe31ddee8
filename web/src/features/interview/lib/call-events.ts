import type { RealtimeEvent } from './realtime-connection.ts';

/** Client events of the OpenAI Realtime GA protocol that the call sends. */
export const systemMessage = (text: string): RealtimeEvent => ({
  type: 'conversation.item.create',
  item: { type: 'message', role: 'system', content: [{ type: 'input_text', text }] },
});

export const userTextMessage = (id: string, text: string): RealtimeEvent => ({
  type: 'conversation.item.create',
  item: { id, type: 'message', role: 'user', content: [{ type: 'input_text', text }] },
});

export const functionOutput = (callId: string, output: string): RealtimeEvent => ({
  type: 'conversation.item.create',
  item: { type: 'function_call_output', call_id: callId, output },
});

/** A new response; audio output carries its own transcript, so audio and text arrive together. */
export const createResponse = (): RealtimeEvent => ({
  type: 'response.create',
  response: { output_modalities: ['audio'], tool_choice: 'auto' },
});

export const RETURNING_USER_PROMPT =
  'The person you are talking to has spoken with you before and this conversation already has messages. Greet them back briefly and warmly, remind them in one sentence where you left off, and do not use any tools until they respond.';

export const INTRO_PROMPT =
  'Begin by speaking your introduction script, in your own warm voice, before anything else. Do not use any tools until the person has answered.';

/** Reads a string field of a server event, or undefined. */
export const field = (event: RealtimeEvent, name: string): string | undefined => {
  const value = event[name];
  return typeof value === 'string' ? value : undefined;
};
