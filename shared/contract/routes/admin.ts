import { ADMIN_USER_TEXTS, CONVERSATION_TEXTS } from '../../texts.ts';
import type * as contract from '../admin.ts';
import { type RoutesOf, route } from '../endpoint.ts';

/*
 * The declarations of the admin endpoints: name, method, path, auth and the rules the wrapper applies. Each is
 * the root its contract entry (../admin.ts) extends with schemas; the browser imports only these.
 */
export const getConversation = /* @__PURE__ */ route(
  'admin.getConversation',
  'GET /api/admin/conversations/{id}',
  'admin',
  {
    consent: {
      need: 'transcripts',
      of: 'conversation',
      refusal: CONVERSATION_TEXTS.transcriptsNotGranted,
      missing: CONVERSATION_TEXTS.conversationNotFound,
    },
    audit: 'read',
  },
);
export const sendWriterReport = /* @__PURE__ */ route(
  'admin.sendWriterReport',
  'POST /api/admin/conversations/{id}/send-writer-report',
  'admin',
  {
    consent: {
      need: 'transcripts',
      of: 'conversation',
      refusal: CONVERSATION_TEXTS.transcriptsNotGranted,
      missing: CONVERSATION_TEXTS.conversationNotFound,
    },
    audit: 'write',
  },
);
export const listUsers = /* @__PURE__ */ route('admin.listUsers', 'GET /api/admin/users', 'admin');
export const getUser = /* @__PURE__ */ route('admin.getUser', 'GET /api/admin/users/{id}', 'admin');
export const updateUser = /* @__PURE__ */ route('admin.updateUser', 'PUT /api/admin/users/{id}', 'admin', {
  audit: 'write',
});
export const deleteUser = /* @__PURE__ */ route('admin.deleteUser', 'DELETE /api/admin/users/{id}', 'admin', {
  status: 204,
  audit: 'write',
});
export const setUserAdmin = /* @__PURE__ */ route(
  'admin.setUserAdmin',
  'PUT /api/admin/users/{id}/admin',
  'admin',
  { audit: 'write' },
);
export const getUserProgress = /* @__PURE__ */ route(
  'admin.getUserProgress',
  'GET /api/admin/users/{id}/progress',
  'admin',
  {
    consent: {
      need: 'progress',
      of: 'user',
      refusal: ADMIN_USER_TEXTS.progressNotGranted,
      missing: ADMIN_USER_TEXTS.userNotFound,
    },
    audit: 'read',
  },
);
export const listUserStories = /* @__PURE__ */ route(
  'admin.listUserStories',
  'GET /api/admin/users/{id}/stories',
  'admin',
  {
    consent: {
      need: 'transcripts',
      of: 'user',
      refusal: ADMIN_USER_TEXTS.storiesNotGranted,
      missing: ADMIN_USER_TEXTS.userNotFound,
    },
    audit: 'read',
  },
);
export const getUserStory = /* @__PURE__ */ route(
  'admin.getUserStory',
  'GET /api/admin/users/{id}/stories/{storyId}',
  'admin',
  {
    consent: {
      need: 'transcripts',
      of: 'user',
      refusal: ADMIN_USER_TEXTS.storiesNotGranted,
      missing: ADMIN_USER_TEXTS.userNotFound,
    },
    audit: 'read',
  },
);
export const listUserConversations = /* @__PURE__ */ route(
  'admin.listUserConversations',
  'GET /api/admin/users/{id}/conversations',
  'admin',
  {
    consent: {
      need: 'transcripts',
      of: 'user',
      refusal: ADMIN_USER_TEXTS.conversationsNotGranted,
      missing: ADMIN_USER_TEXTS.userNotFound,
    },
    audit: 'read',
  },
);
/** Ends every session of a user (issue 23, M6). */
export const endUserSessions = /* @__PURE__ */ route(
  'admin.endUserSessions',
  'POST /api/admin/users/{id}/end-sessions',
  'admin',
  { audit: 'write' },
);
/** Turns a user's two-factor sign-in off (a lost phone); the user is told by email (issue 23). */
export const resetUserTwoFactor = /* @__PURE__ */ route(
  'admin.resetUserTwoFactor',
  'POST /api/admin/users/{id}/reset-two-factor',
  'admin',
  { audit: 'write' },
);
export const listAudit = /* @__PURE__ */ route('admin.listAudit', 'GET /api/admin/audit', 'admin');

/** Every route of contract/admin.ts, typed by its endpoint, for the browser's calls. */
export const admin: RoutesOf<typeof contract> = {
  getConversation,
  sendWriterReport,
  listUsers,
  getUser,
  updateUser,
  deleteUser,
  setUserAdmin,
  getUserProgress,
  listUserStories,
  getUserStory,
  listUserConversations,
  endUserSessions,
  resetUserTwoFactor,
  listAudit,
};
