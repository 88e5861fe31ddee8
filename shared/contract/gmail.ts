import * as z from 'zod/mini';
import { emptyBody, id, pageQuery } from '../schemas/common.ts';
import {
  contactEmail,
  gmailStatus,
  insightsResponse,
  MBOX_MAX_BYTES,
  progressEvent,
} from '../schemas/email-insight.ts';
import { endpointsOf } from './define.ts';
import { declared } from './routes/gmail.ts';

const define = /* @__PURE__ */ endpointsOf(declared);

/** Gmail linking and the email insights it yields (spec part B §2 "Link Personal Data", §7 "Profile and Gmail"). */
export const status = /* @__PURE__ */ define('status', () => ({ response: gmailStatus }));

/** The Google consent page's address: authorization-code flow with PKCE, offline access, gmail.readonly only. */
export const authUrl = /* @__PURE__ */ define('authUrl', () => ({
  response: z.object({ authUrl: z.string() }),
}));

/**
 * Where Google sends the browser back: checks the state against the caller's session, exchanges the code and
 * answers a 302 to /app/gmail-integration?gmail_connected=true (or ?gmail_error=true). Public, because a
 * refusal must still land on the page rather than on a JSON 401.
 */
export const callback = /* @__PURE__ */ define('callback', () => ({
  query: z.object({
    code: z.optional(z.string().check(z.maxLength(2_048))),
    state: z.optional(z.string().check(z.maxLength(256))),
    error: z.optional(z.string().check(z.maxLength(256))),
  }),
  response: z.unknown(),
}));

/** Revokes the grant at Google (a failure there is tolerated: the answer says whether Google confirmed). */
export const revoke = /* @__PURE__ */ define('revoke', () => ({
  response: z.object({ revoked: z.boolean() }),
}));

/** Deletes the stored tokens; the insights stay. */
export const disconnect = /* @__PURE__ */ define('disconnect', () => ({ response: gmailStatus }));

/**
 * Processes every email exchanged with one contact. The answer streams progress events (NDJSON); the work
 * runs on the gmail queue, so a dropped connection loses nothing and closing the stream cancels the job.
 */
export const processWithContact = /* @__PURE__ */ define('processWithContact', () => ({
  body: z.object({ contactEmail }),
  response: progressEvent,
}));

/**
 * The caller's insights, newest first; `offset` is the count already loaded. The answer's `X-Next-Cursor`
 * header, sent back as `cursor` with the offset it ends at, lets the next page be read as one page (issue 24).
 */
export const insights = /* @__PURE__ */ define('insights', () => ({
  query: z.object({
    offset: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000))),
    cursor: pageQuery.cursor,
  }),
  response: insightsResponse,
}));

/** Biographical facts about the narrator and their correspondents, from the stored insights (markdown). */
export const extractBiographicalFacts = /* @__PURE__ */ define('extractBiographicalFacts', () => ({
  body: z.optional(emptyBody),
  response: z.object({ facts: z.object({ user: z.string(), correspondents: z.string() }) }),
}));

export const deleteInsights = /* @__PURE__ */ define('deleteInsights', () => ({
  response: z.object({ deleted: z.number().check(z.int()) }),
}));

/**
 * Beyond the spec: a mailbox export (.mbox) instead of a Google link. Step 1 declares the file and gets an
 * address to upload it to (413 past MBOX_MAX_BYTES); step 2 processes it with a contact, streaming the same
 * progress events as Gmail.
 */
export const createMboxUpload = /* @__PURE__ */ define('createMboxUpload', () => ({
  body: z.object({
    fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
    size: z.number().check(z.int(), z.minimum(1)),
  }),
  response: z.object({
    uploadId: id,
    uploadUrl: z.string(),
    /** Headers the upload must carry (the signed Content-Length and Content-Type). */
    headers: z.record(z.string(), z.string()),
    maxBytes: z.literal(MBOX_MAX_BYTES),
  }),
}));

export const processMbox = /* @__PURE__ */ define('processMbox', () => ({
  body: z.object({ contactEmail }),
  response: progressEvent,
}));
