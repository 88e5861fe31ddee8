import type * as contract from '../conversations.ts';
import { type RoutesOf, route } from '../endpoint.ts';

/*
 * The declarations of the conversations endpoints: name, method, path, auth and the rules the wrapper applies. Each is
 * the root its contract entry (../conversations.ts) extends with schemas; the browser imports only these.
 */
export const startConversation = /* @__PURE__ */ route(
  'conversations.startConversation',
  'POST /api/conversations/start',
  'user',
);
export const listConversations = /* @__PURE__ */ route(
  'conversations.listConversations',
  'GET /api/conversations',
  'user',
);
export const getConversation = /* @__PURE__ */ route(
  'conversations.getConversation',
  'GET /api/conversations/{id}',
  'user',
);
export const deleteConversation = /* @__PURE__ */ route(
  'conversations.deleteConversation',
  'DELETE /api/conversations/{id}',
  'user',
  { status: 204 },
);
export const saveConversation = /* @__PURE__ */ route(
  'conversations.saveConversation',
  'POST /api/conversations/{id}/save',
  'user',
  { quota: { kind: 'summary', when: 'shouldSummarize', onRefusal: 'degrade' } },
);
export const completeConversation = /* @__PURE__ */ route(
  'conversations.completeConversation',
  'POST /api/conversations/{id}/complete',
  'user',
);
export const trackQuestion = /* @__PURE__ */ route(
  'conversations.trackQuestion',
  'POST /api/conversations/{id}/track-question',
  'user',
);
export const sendWriterReport = /* @__PURE__ */ route(
  'conversations.sendWriterReport',
  'POST /api/conversations/{id}/send-writer-report',
  'user',
);
export const getBrief = /* @__PURE__ */ route(
  'conversations.getBrief',
  'GET /api/conversations/{id}/brief',
  'user',
);

/** Every route of contract/conversations.ts, typed by its endpoint, for the browser's calls. */
export const conversations: RoutesOf<typeof contract> = {
  startConversation,
  listConversations,
  getConversation,
  deleteConversation,
  saveConversation,
  completeConversation,
  trackQuestion,
  sendWriterReport,
  getBrief,
};
