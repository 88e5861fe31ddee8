import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';

/** Client events the local peer understands (OpenAI Realtime GA shapes; others are answered with `error`). */
export const clientEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('session.update'),
    event_id: z.optional(z.string()),
    session: z.record(z.string(), z.unknown()),
  }),
  z.object({
    type: z.literal('conversation.item.create'),
    event_id: z.optional(z.string()),
    previous_item_id: z.nullish(z.string()),
    item: z.union([
      z.object({
        id: z.optional(z.string()),
        type: z.literal('message'),
        role: z.enum(['user', 'assistant', 'system']),
        content: z.array(
          z.looseObject({
            type: z.string(),
            text: z.optional(z.string()),
            transcript: z.optional(z.string()),
          }),
        ),
      }),
      z.object({
        id: z.optional(z.string()),
        type: z.literal('function_call_output'),
        call_id: z.string().check(z.minLength(1)),
        output: z.string(),
      }),
    ]),
  }),
  z.object({
    type: z.literal('response.create'),
    event_id: z.optional(z.string()),
    response: z.optional(z.unknown()),
  }),
  z.object({ type: z.literal('response.cancel'), event_id: z.optional(z.string()) }),
  z.object({ type: z.literal('output_audio_buffer.clear'), event_id: z.optional(z.string()) }),
  z.object({ type: z.literal('input_audio_buffer.append'), event_id: z.optional(z.string()) }),
  z.object({ type: z.literal('input_audio_buffer.commit'), event_id: z.optional(z.string()) }),
  z.object({ type: z.literal('input_audio_buffer.clear'), event_id: z.optional(z.string()) }),
]);
export type ClientEvent = z.infer<typeof clientEvent>;

export const newId = (prefix: string): string => `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 20)}`;

/** Wraps a server event with its event id, as OpenAI sends them. */
export const serverEvent = (type: string, fields: Record<string, unknown> = {}) => ({
  event_id: newId('event'),
  type,
  ...fields,
});

export const errorEvent = (message: string, code: string, clientEventId?: string) =>
  serverEvent('error', {
    error: { type: 'invalid_request_error', code, message, param: null, event_id: clientEventId ?? null },
  });
