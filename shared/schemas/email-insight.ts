import * as z from 'zod/mini';
import { id } from './common.ts';

export const emailInsight = z.object({
  id,
  subject: z.string(),
  date: z.string(),
  sender: z.string(),
  summary: z.string(),
  categories: z.array(z.string()),
  biographicalInfo: z.object({ user: z.array(z.string()), correspondent: z.array(z.string()) }),
});
export type EmailInsight = z.infer<typeof emailInsight>;
export const insightsResponse = /* @__PURE__ */ (() =>
  z.object({
    insights: z.array(emailInsight),
    total: z.number().check(z.int()),
    hasMore: z.boolean(),
  }))();
export const progressEvent = /* @__PURE__ */ (() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('init'), totalEmails: z.number().check(z.int()) }),
    z.object({
      type: z.literal('progress'),
      processed: z.number().check(z.int()),
      total: z.number().check(z.int()),
    }),
    z.object({
      type: z.literal('complete'),
      count: z.number().check(z.int()),
      emails: z.array(emailInsight),
    }),
    z.object({ type: z.literal('error'), error: z.string() }),
  ]))();

/** A contact's address: trimmed, lower-cased, at most 254 characters (RFC 5321). */
export const contactEmail = /* @__PURE__ */ (() =>
  z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { error: 'Please enter an email address.' }),
      z.maxLength(254),
      z.email({ error: 'contactEmail is not an email address' }),
    ))();

export const gmailStatus = /* @__PURE__ */ (() =>
  z.object({
    isConnected: z.boolean(),
    /** The linked Google account's address, when Google told us. */
    email: z.optional(z.string()),
    /** False when no Google client is configured here (the mbox import still works). */
    configured: z.boolean(),
  }))();

/** The largest mailbox export the import takes: 2 GiB (a decade of one person's mail, attachments included). */
export const MBOX_MAX_BYTES = 2 * 1024 ** 3;
