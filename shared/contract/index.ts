import * as admin from './admin.ts';
import * as ai from './ai.ts';
import * as audioChat from './audio-chat.ts';
import * as auth from './auth.ts';
import * as conversations from './conversations.ts';
import type { Endpoint } from './endpoint.ts';
import * as notes from './notes.ts';
import * as paths from './paths.ts';
import * as profile from './profile.ts';
import * as research from './research.ts';
import * as stories from './stories.ts';

export { admin, ai, audioChat, auth, conversations, notes, paths, profile, research, stories };
/** Every endpoint of the API, grouped by feature. Later features add their module here. */
export const contract = {
  auth,
  profile,
  paths,
  conversations,
  notes,
  stories,
  admin,
  ai,
  audioChat,
  research,
} as const;
export const allEndpoints: Endpoint[] = Object.values(contract).flatMap((group) => Object.values(group));
