import type * as contract from '../audio-chat.ts';
import { type RoutesOf, route } from '../endpoint.ts';

/*
 * The declarations of the audioChat endpoints: name, method, path, auth and the rules the wrapper applies. Each is
 * the root its contract entry (../audio-chat.ts) extends with schemas; the browser imports only these.
 */
export const createSession = /* @__PURE__ */ route(
  'audioChat.createSession',
  'POST /api/audio-chat/session',
  'user',
  { quota: 'realtime' },
);

/** Every route of contract/audio-chat.ts, typed by its endpoint, for the browser's calls. */
export const audioChat: RoutesOf<typeof contract> = { createSession };
