import type * as contract from '../admin.ts';
import type { RoutesOf } from '../endpoint.ts';

/** The method and path of every endpoint of contract/admin.ts (no schemas: see ./index.ts). */
export const admin: RoutesOf<typeof contract> = {
  getConversation: { method: 'GET', path: '/api/admin/conversations/{id}' },
  sendWriterReport: { method: 'POST', path: '/api/admin/conversations/{id}/send-writer-report' },
};
