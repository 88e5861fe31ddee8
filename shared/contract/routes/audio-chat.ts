import type * as contract from '../audio-chat.ts';
import type { RoutesOf } from '../endpoint.ts';

/** The method and path of every endpoint of contract/audio-chat.ts (no schemas: see ./index.ts). */
export const audioChat: RoutesOf<typeof contract> = {
  createSession: { method: 'POST', path: '/api/audio-chat/session' },
};
