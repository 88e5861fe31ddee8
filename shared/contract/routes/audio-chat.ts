import type * as contract from '../audio-chat.ts';
import { type RoutesOf, routes } from '../endpoint.ts';

/*
 * The declarations of the audioChat endpoints: name, method, path, auth and the rules the wrapper applies. Each is
 * the root its contract entry (../audio-chat.ts) extends with schemas; the browser imports only these.
 */
export const declared = /* @__PURE__ */ routes('audioChat', {
  createSession: ['POST /api/audio-chat/session', 'user', { quota: 'realtime' }],
});

/** Every route of contract/audio-chat.ts, typed by its endpoint, for the browser's calls. */
export const audioChat: RoutesOf<typeof contract> = declared;
