import { type RoutesOf, routes } from '../endpoint.ts';
import type * as contract from '../gmail.ts';

/*
 * The declarations of the gmail endpoints: name, method, path, auth and the rules the wrapper applies. Each is
 * the root its contract entry (../gmail.ts) extends with schemas; the browser imports only these.
 */
export const declared = /* @__PURE__ */ routes('gmail', {
  status: ['GET /api/gmail/status', 'user'],
  authUrl: ['GET /api/gmail/auth-url', 'user'],
  callback: ['GET /api/gmail/callback', 'public', { redirect: true }],
  revoke: ['POST /api/gmail/revoke', 'user'],
  disconnect: ['DELETE /api/gmail/disconnect', 'user'],
  processWithContact: ['POST /api/gmail/process-with-contact', 'user', { stream: 'ndjson' }],
  insights: ['GET /api/gmail/insights', 'user'],
  extractBiographicalFacts: ['POST /api/gmail/extract-biographical-facts', 'user', { quota: 'summary' }],
  deleteInsights: ['DELETE /api/gmail/email-insights', 'user'],
  createMboxUpload: ['POST /api/gmail/mbox', 'user', { status: 201 }],
  processMbox: ['POST /api/gmail/mbox/{id}/process', 'user', { stream: 'ndjson' }],
});

/** Every route of contract/gmail.ts, typed by its endpoint, for the browser's calls. */
export const gmail: RoutesOf<typeof contract> = declared;
