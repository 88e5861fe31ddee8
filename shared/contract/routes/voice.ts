import { type RoutesOf, routes } from '../endpoint.ts';
import type * as contract from '../voice.ts';

/*
 * The declarations of the voice endpoints (issue 26): call recordings kept with consent, and the listen links
 * of keepsakes. Each is the root its contract entry (../voice.ts) extends with schemas; the browser imports
 * only these.
 */
export const declared = /* @__PURE__ */ routes('voice', {
  addCallRecording: ['POST /api/conversations/{id}/recordings', 'user', { status: 201 }],
  listCallRecordings: ['GET /api/conversations/{id}/recordings', 'user'],
  deleteCallRecordings: ['DELETE /api/profile/call-recordings', 'user', { status: 204 }],
  listListenLinks: ['GET /api/artefacts/{id}/listen-links', 'user'],
  createListenLinks: ['POST /api/artefacts/{id}/listen-links', 'user', { status: 201 }],
  stopListenLinks: ['DELETE /api/artefacts/{id}/listen-links', 'user', { status: 204 }],
  getListen: ['GET /api/listen/{token}', 'public'],
});

/** Every route of contract/voice.ts, typed by its endpoint, for the browser's calls. */
export const voice: RoutesOf<typeof contract> = declared;
