import { type RoutesOf, route } from '../endpoint.ts';
import type * as contract from '../gmail.ts';

/*
 * The declarations of the gmail endpoints: name, method, path, auth and the rules the wrapper applies. Each is
 * the root its contract entry (../gmail.ts) extends with schemas; the browser imports only these.
 */
export const status = /* @__PURE__ */ route('gmail.status', 'GET /api/gmail/status', 'user');
export const authUrl = /* @__PURE__ */ route('gmail.authUrl', 'GET /api/gmail/auth-url', 'user');
export const callback = /* @__PURE__ */ route('gmail.callback', 'GET /api/gmail/callback', 'public', {
  redirect: true,
});
export const revoke = /* @__PURE__ */ route('gmail.revoke', 'POST /api/gmail/revoke', 'user');
export const disconnect = /* @__PURE__ */ route('gmail.disconnect', 'DELETE /api/gmail/disconnect', 'user');
export const processWithContact = /* @__PURE__ */ route(
  'gmail.processWithContact',
  'POST /api/gmail/process-with-contact',
  'user',
  { stream: 'ndjson' },
);
export const insights = /* @__PURE__ */ route('gmail.insights', 'GET /api/gmail/insights', 'user');
export const extractBiographicalFacts = /* @__PURE__ */ route(
  'gmail.extractBiographicalFacts',
  'POST /api/gmail/extract-biographical-facts',
  'user',
  { quota: 'summary' },
);
export const deleteInsights = /* @__PURE__ */ route(
  'gmail.deleteInsights',
  'DELETE /api/gmail/email-insights',
  'user',
);
export const createMboxUpload = /* @__PURE__ */ route(
  'gmail.createMboxUpload',
  'POST /api/gmail/mbox',
  'user',
  { status: 201 },
);
export const processMbox = /* @__PURE__ */ route(
  'gmail.processMbox',
  'POST /api/gmail/mbox/{id}/process',
  'user',
  { stream: 'ndjson' },
);

/** Every route of contract/gmail.ts, typed by its endpoint, for the browser's calls. */
export const gmail: RoutesOf<typeof contract> = {
  status,
  authUrl,
  callback,
  revoke,
  disconnect,
  processWithContact,
  insights,
  extractBiographicalFacts,
  deleteInsights,
  createMboxUpload,
  processMbox,
};
