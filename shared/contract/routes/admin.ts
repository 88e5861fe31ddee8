import type * as contract from '../admin.ts';
import type { RoutesOf } from '../endpoint.ts';

/** The method and path of every endpoint of contract/admin.ts (no schemas: see ./index.ts). */
export const admin: RoutesOf<typeof contract> = {
  getConversation: { method: 'GET', path: '/api/admin/conversations/{id}' },
  sendWriterReport: { method: 'POST', path: '/api/admin/conversations/{id}/send-writer-report' },
  listUsers: { method: 'GET', path: '/api/admin/users' },
  getUser: { method: 'GET', path: '/api/admin/users/{id}' },
  updateUser: { method: 'PUT', path: '/api/admin/users/{id}' },
  deleteUser: { method: 'DELETE', path: '/api/admin/users/{id}' },
  setUserAdmin: { method: 'PUT', path: '/api/admin/users/{id}/admin' },
  getUserProgress: { method: 'GET', path: '/api/admin/users/{id}/progress' },
  listUserStories: { method: 'GET', path: '/api/admin/users/{id}/stories' },
  getUserStory: { method: 'GET', path: '/api/admin/users/{id}/stories/{storyId}' },
  listUserConversations: { method: 'GET', path: '/api/admin/users/{id}/conversations' },
  listAudit: { method: 'GET', path: '/api/admin/audit' },
};
