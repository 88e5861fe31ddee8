import type * as contract from '../conversations.ts';
import { type RoutesOf, routes } from '../endpoint.ts';

/*
 * The declarations of the conversations endpoints: name, method, path, auth and the rules the wrapper applies. Each is
 * the root its contract entry (../conversations.ts) extends with schemas; the browser imports only these.
 */
export const declared = /* @__PURE__ */ routes('conversations', {
  startConversation: ['POST /api/conversations/start', 'user'],
  listConversations: ['GET /api/conversations', 'user'],
  getConversation: ['GET /api/conversations/{id}', 'user'],
  deleteConversation: ['DELETE /api/conversations/{id}', 'user', { status: 204 }],
  saveConversation: [
    'POST /api/conversations/{id}/save',
    'user',
    { quota: { kind: 'summary', when: 'shouldSummarize', onRefusal: 'degrade' } },
  ],
  completeConversation: ['POST /api/conversations/{id}/complete', 'user'],
  trackQuestion: ['POST /api/conversations/{id}/track-question', 'user'],
  sendWriterReport: ['POST /api/conversations/{id}/send-writer-report', 'user'],
  getBrief: ['GET /api/conversations/{id}/brief', 'user'],
});

/** Every route of contract/conversations.ts, typed by its endpoint, for the browser's calls. */
export const conversations: RoutesOf<typeof contract> = declared;
