import { type RoutesOf, route } from '../endpoint.ts';
import type * as contract from '../voice.ts';

/*
 * The declarations of the voice endpoints (issue 26): call recordings kept with consent, and the listen links
 * of keepsakes. Each is the root its contract entry (../voice.ts) extends with schemas; the browser imports
 * only these.
 */
export const addCallRecording = /* @__PURE__ */ route(
  'voice.addCallRecording',
  'POST /api/conversations/{id}/recordings',
  'user',
  { status: 201 },
);
export const listCallRecordings = /* @__PURE__ */ route(
  'voice.listCallRecordings',
  'GET /api/conversations/{id}/recordings',
  'user',
);
export const deleteCallRecordings = /* @__PURE__ */ route(
  'voice.deleteCallRecordings',
  'DELETE /api/profile/call-recordings',
  'user',
  { status: 204 },
);
export const listListenLinks = /* @__PURE__ */ route(
  'voice.listListenLinks',
  'GET /api/artefacts/{id}/listen-links',
  'user',
);
export const createListenLinks = /* @__PURE__ */ route(
  'voice.createListenLinks',
  'POST /api/artefacts/{id}/listen-links',
  'user',
  { status: 201 },
);
export const stopListenLinks = /* @__PURE__ */ route(
  'voice.stopListenLinks',
  'DELETE /api/artefacts/{id}/listen-links',
  'user',
  { status: 204 },
);
export const getListen = /* @__PURE__ */ route('voice.getListen', 'GET /api/listen/{token}', 'public');

/** Every route of contract/voice.ts, typed by its endpoint, for the browser's calls. */
export const voice: RoutesOf<typeof contract> = {
  addCallRecording,
  listCallRecordings,
  deleteCallRecordings,
  listListenLinks,
  createListenLinks,
  stopListenLinks,
  getListen,
};
