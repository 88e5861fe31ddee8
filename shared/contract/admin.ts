import * as z from 'zod/mini';
import {
  ADMIN_USERS_MAX_LIMIT,
  ADMIN_USERS_PAGE_SIZE,
  USER_ROLE_FILTERS,
  USER_TRANSCRIPT_FILTERS,
} from '../constants.ts';
import { emptyResponse, id, isoDate, messageBody, pageQuery } from '../schemas/common.ts';
import { conversation } from '../schemas/conversation.ts';
import { story } from '../schemas/story.ts';
import { adminUser, displayName } from '../schemas/user.ts';
import { endpointsOf } from './define.ts';
import { declared } from './routes/admin.ts';

const define = /* @__PURE__ */ endpointsOf(declared);

/** An admin reads a user's conversation, only while the owner grants can-see-transcripts. */
export const getConversation = /* @__PURE__ */ define('getConversation', () => ({ response: conversation }));
/** Emails the writer report to the requesting administrator, under the same consent rule. */
export const sendWriterReport = /* @__PURE__ */ define('sendWriterReport', () => ({ response: messageBody }));

const wholeNumber = (fallback: number, max: number) =>
  z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(max)), fallback);

const listUsersQuery = z.object({
  page: wholeNumber(1, 100_000),
  limit: wholeNumber(ADMIN_USERS_PAGE_SIZE, ADMIN_USERS_MAX_LIMIT),
  role: z._default(z.enum(USER_ROLE_FILTERS), 'all'),
  transcripts: z._default(z.enum(USER_TRANSCRIPT_FILTERS), 'all'),
  /** Where the page starts: the previous page's `X-Next-Cursor` (issue 24); without it the page is counted to. */
  cursor: pageQuery.cursor,
});
const progressState = z.enum(['completed', 'inProgress', 'unstarted', 'disabled']);

/**
 * One page of users, newest first; `total` counts every user the filters select. The next page's cursor is the
 * `X-Next-Cursor` header: sent back with the next page number, that page is read as one Query.
 */
export const listUsers = /* @__PURE__ */ define('listUsers', () => ({
  query: listUsersQuery,
  response: z.object({
    users: z.array(adminUser),
    total: z.number().check(z.int()),
    page: z.number().check(z.int()),
    limit: z.number().check(z.int()),
  }),
}));
export const getUser = /* @__PURE__ */ define('getUser', () => ({ response: adminUser }));
/** Renames a user (an empty name shows as 'N/A' / 'Unnamed User'). */
export const updateUser = /* @__PURE__ */ define('updateUser', () => ({
  body: z.object({ name: displayName }),
  response: adminUser,
}));
/** Deletes the user and everything of theirs; their sessions stop at once. */
export const deleteUser = /* @__PURE__ */ define('deleteUser', () => ({ response: emptyResponse }));
/** Grants or revokes admin rights: 409 for one's own rights and for the last administrator. */
export const setUserAdmin = /* @__PURE__ */ define('setUserAdmin', () => ({
  body: z.object({
    isAdmin: z.boolean({ error: 'isAdmin must be true or false' }),
  }),
  response: adminUser,
}));
/** The four conversation steps' states (part B §4), only while the user grants can-see-progress. */
export const getUserProgress = /* @__PURE__ */ define('getUserProgress', () => ({
  response: z.object({
    steps: z.array(
      z.object({
        sessionType: z.string(),
        title: z.string(),
        state: progressState,
      }),
    ),
    allDone: z.boolean(),
  }),
}));
/** The user's stories, only while they grant can-see-transcripts. */
export const listUserStories = /* @__PURE__ */ define('listUserStories', () => ({
  response: z.array(story),
}));
export const getUserStory = /* @__PURE__ */ define('getUserStory', () => ({ response: story }));
/** The user's conversations (without messages), only while they grant can-see-transcripts. */
export const listUserConversations = /* @__PURE__ */ define('listUserConversations', () => ({
  response: z.array(conversation),
}));
/** Ends every session of the user, signing them out everywhere (issue 23, M6). */
export const endUserSessions = /* @__PURE__ */ define('endUserSessions', () => ({ response: messageBody }));
/** Turns the user's two-factor sign-in off, for one who lost their phone and codes; they are told by email. */
export const resetUserTwoFactor = /* @__PURE__ */ define('resetUserTwoFactor', () => ({
  response: messageBody,
}));
const auditEntry = z.object({
  id,
  at: isoDate,
  actorId: id,
  actorEmail: z.string(),
  action: z.string(),
  targetUserId: z.optional(id),
  target: z.optional(z.string()),
  detail: z.optional(z.string()),
});
/** The audit trail, newest first: `nextCursor` continues it. */
export const listAudit = /* @__PURE__ */ define('listAudit', () => ({
  query: z.object({
    limit: wholeNumber(50, 100),
    cursor: z.optional(z.string().check(z.maxLength(500))),
  }),
  response: z.object({
    entries: z.array(auditEntry),
    nextCursor: z.optional(z.string()),
  }),
}));
