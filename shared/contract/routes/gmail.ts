import type { RoutesOf } from '../endpoint.ts';
import type * as contract from '../gmail.ts';

/** The method and path of every endpoint of contract/gmail.ts (no schemas: see ./index.ts). */
export const gmail: RoutesOf<typeof contract> = {
  status: { method: 'GET', path: '/api/gmail/status' },
  authUrl: { method: 'GET', path: '/api/gmail/auth-url' },
  callback: { method: 'GET', path: '/api/gmail/callback' },
  revoke: { method: 'POST', path: '/api/gmail/revoke' },
  disconnect: { method: 'DELETE', path: '/api/gmail/disconnect' },
  processWithContact: { method: 'POST', path: '/api/gmail/process-with-contact' },
  insights: { method: 'GET', path: '/api/gmail/insights' },
  extractBiographicalFacts: { method: 'POST', path: '/api/gmail/extract-biographical-facts' },
  deleteInsights: { method: 'DELETE', path: '/api/gmail/email-insights' },
  createMboxUpload: { method: 'POST', path: '/api/gmail/mbox' },
  processMbox: { method: 'POST', path: '/api/gmail/mbox/{id}/process' },
};
