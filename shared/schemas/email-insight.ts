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
