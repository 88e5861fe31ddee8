import type * as contract from '../conversations.ts';
import type { RoutesOf } from '../endpoint.ts';

/** The method and path of every endpoint of contract/conversations.ts (no schemas: see ./index.ts). */
export const conversations: RoutesOf<typeof contract> = {
  startConversation: { method: 'POST', path: '/api/conversations/start' },
  listConversations: { method: 'GET', path: '/api/conversations' },
  getConversation: { method: 'GET', path: '/api/conversations/{id}' },
  deleteConversation: { method: 'DELETE', path: '/api/conversations/{id}' },
  saveConversation: { method: 'POST', path: '/api/conversations/{id}/save' },
  completeConversation: { method: 'POST', path: '/api/conversations/{id}/complete' },
  trackQuestion: { method: 'POST', path: '/api/conversations/{id}/track-question' },
  sendWriterReport: { method: 'POST', path: '/api/conversations/{id}/send-writer-report' },
};
