import * as account from './account.ts';
import * as admin from './admin.ts';
import * as ai from './ai.ts';
import * as artefacts from './artefacts.ts';
import * as audioChat from './audio-chat.ts';
import * as auth from './auth.ts';
import * as conversations from './conversations.ts';
import type { Endpoint } from './endpoint.ts';
import * as family from './family.ts';
import * as formats from './formats.ts';
import * as gmail from './gmail.ts';
import * as journeys from './journeys.ts';
import * as memory from './memory.ts';
import * as notes from './notes.ts';
import * as paths from './paths.ts';
import * as profile from './profile.ts';
import * as research from './research.ts';
import * as stories from './stories.ts';
import * as voice from './voice.ts';

export {
  account,
  admin,
  ai,
  artefacts,
  audioChat,
  auth,
  conversations,
  family,
  formats,
  gmail,
  journeys,
  memory,
  notes,
  paths,
  profile,
  research,
  stories,
  voice,
};
/** Every endpoint of the API, grouped by feature. Later features add their module here. */
export const contract = {
  formats,
  artefacts,
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
  journeys,
  account,
  gmail,
  memory,
  family,
  voice,
} as const;
export const allEndpoints: Endpoint[] = Object.values(contract).flatMap((group) => Object.values(group));
