import { ADMIN_USER_TEXTS, CONVERSATION_TEXTS } from '../../texts.ts';
import type * as contract from '../admin.ts';
import { type ConsentRule, type RoutesOf, routes } from '../endpoint.ts';

/** Whose grant an administrator's read of a user's material needs: the user's, else `refusal` (403). */
const readOfUser = /* @__NO_SIDE_EFFECTS__ */ (need: ConsentRule['need'], refusal: string) =>
  ({
    consent: { need, of: 'user', refusal, missing: ADMIN_USER_TEXTS.userNotFound },
    audit: 'read',
  }) as const;
/** A conversation's transcript, only while its owner grants can-see-transcripts. */
const conversationConsent = {
  need: 'transcripts',
  of: 'conversation',
  refusal: CONVERSATION_TEXTS.transcriptsNotGranted,
  missing: CONVERSATION_TEXTS.conversationNotFound,
} as const;

/*
 * The declarations of the admin endpoints: name, method, path, auth and the rules the wrapper applies. Each is
 * the root its contract entry (../admin.ts) extends with schemas; the browser imports only these.
 */
export const declared = /* @__PURE__ */ routes('admin', {
  getConversation: [
    'GET /api/admin/conversations/{id}',
    'admin',
    { consent: conversationConsent, audit: 'read' },
  ],
  sendWriterReport: [
    'POST /api/admin/conversations/{id}/send-writer-report',
    'admin',
    { consent: conversationConsent, audit: 'write' },
  ],
  listUsers: ['GET /api/admin/users', 'admin'],
  getUser: ['GET /api/admin/users/{id}', 'admin'],
  updateUser: ['PUT /api/admin/users/{id}', 'admin', { audit: 'write' }],
  deleteUser: ['DELETE /api/admin/users/{id}', 'admin', { status: 204, audit: 'write' }],
  setUserAdmin: ['PUT /api/admin/users/{id}/admin', 'admin', { audit: 'write' }],
  getUserProgress: [
    'GET /api/admin/users/{id}/progress',
    'admin',
    /* @__PURE__ */ readOfUser('progress', ADMIN_USER_TEXTS.progressNotGranted),
  ],
  listUserStories: [
    'GET /api/admin/users/{id}/stories',
    'admin',
    /* @__PURE__ */ readOfUser('transcripts', ADMIN_USER_TEXTS.storiesNotGranted),
  ],
  getUserStory: [
    'GET /api/admin/users/{id}/stories/{storyId}',
    'admin',
    /* @__PURE__ */ readOfUser('transcripts', ADMIN_USER_TEXTS.storiesNotGranted),
  ],
  listUserConversations: [
    'GET /api/admin/users/{id}/conversations',
    'admin',
    /* @__PURE__ */ readOfUser('transcripts', ADMIN_USER_TEXTS.conversationsNotGranted),
  ],
  /** Ends every session of a user (issue 23, M6). */
  endUserSessions: ['POST /api/admin/users/{id}/end-sessions', 'admin', { audit: 'write' }],
  /** Turns a user's two-factor sign-in off (a lost phone); the user is told by email (issue 23). */
  resetUserTwoFactor: ['POST /api/admin/users/{id}/reset-two-factor', 'admin', { audit: 'write' }],
  listAudit: ['GET /api/admin/audit', 'admin'],
});

/** Every route of contract/admin.ts, typed by its endpoint, for the browser's calls. */
export const admin: RoutesOf<typeof contract> = declared;
