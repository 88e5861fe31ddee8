import * as z from 'zod/mini';
import { id } from '../schemas/common.ts';
import { endpointsOf } from './define.ts';
import { declared } from './routes/audio-chat.ts';

const define = /* @__PURE__ */ endpointsOf(declared);

/**
 * Mints a live voice session for a conversation: an ephemeral client secret for the realtime provider and
 * the URL the browser posts its SDP offer to (OpenAI's, or the local realtime peer's).
 */
export const createSession = /* @__PURE__ */ define('createSession', () => ({
  body: z.object({ conversationId: id }),
  response: z.object({
    clientSecret: z.string(),
    hasExistingMessages: z.boolean(),
    /** Where the browser posts its SDP offer: the provider's URL, or a path on the app's own origin. */
    sdpUrl: z
      .string()
      .check(z.refine((value) => value.startsWith('/') || URL.canParse(value), { error: 'Invalid sdpUrl' })),
    model: z.string(),
    /** True when Walt runs on the offline interviewer (no AI provider configured); the call screen says so. */
    offline: z.boolean(),
    /** Epoch seconds after which the client secret can no longer open a call. */
    expiresAt: z.number().check(z.int()),
    /** How long this call may last, in seconds: the browser ends it then (the per-call and per-day caps). */
    maxCallSeconds: z.number().check(z.int()),
  }),
}));
