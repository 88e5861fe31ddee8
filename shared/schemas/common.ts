import * as z from 'zod/mini';
import { GENERIC_ERRORS } from '../texts.ts';

/** ISO-8601 timestamp string as stored and returned by the API. */
export const isoDate = z.iso.datetime({ offset: true });
/** Server-generated identifier (ULID-like, URL safe). */
export const id = /* @__PURE__ */ (() => z.string().check(z.minLength(1), z.maxLength(64)))();
export const jobStatus = z.enum(['pending', 'processing', 'completed', 'failed']);
export type JobStatus = z.infer<typeof jobStatus>;
export const errorBody = z.object({ error: z.string() });
export const emptyBody = z.strictObject({});
export const messageBody = z.object({ message: z.string() });
/** An answer with nothing in it: what a 204 endpoint declares, its body being empty. */
export const emptyResponse = z.object({});

/**
 * Text bounds are counted in UTF-8 bytes, what DynamoDB counts against its 400 KB item limit (a character
 * count lets 100,000 CJK characters or emoji through as 300-400 KB). The issue carries `params.tooLarge`,
 * which the HTTP wrapper answers 413 with this message (functions/lib/validation.ts), never 400 or 500.
 */
export const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;
export const TOO_LARGE = 'tooLarge';
export const maxBytes = (field: string, limitBytes: number) =>
  z.refine<string>((text) => utf8Bytes(text) <= limitBytes, {
    error: GENERIC_ERRORS.fieldTooLarge(field, limitBytes),
    params: { [TOO_LARGE]: true },
  });
/** The same bound over a whole object (all its texts together, as JSON), for items made of many texts. */
export const maxJsonBytes = (field: string, limitBytes: number) =>
  z.refine((value: unknown) => utf8Bytes(JSON.stringify(value)) <= limitBytes, {
    error: GENERIC_ERRORS.fieldTooLarge(field, limitBytes),
    params: { [TOO_LARGE]: true },
  });

/** Byte limits of the texts a user or admin writes, each well under DynamoDB's 400 KB item limit. */
export const TEXT_LIMITS = {
  noteBytes: 50_000,
  entryBytes: 200_000,
  storyContentBytes: 200_000,
  researchContentBytes: 200_000,
  /** A path's texts together (instructions, scripts and up to 200 questions). */
  pathBytes: 300_000,
} as const;

/**
 * The page a list request asks for (issue 24): `limit` and `cursor`, checked by the API's wrapper (1 to
 * MAX_PAGE_SIZE; a cursor the list gave). Declared here so that the web may send them.
 */
export const pageQuery = {
  limit: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(6))),
  cursor: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string().check(/* @__PURE__ */ z.maxLength(2048))),
};
export const pageOnlyQuery = /* @__PURE__ */ z.object(pageQuery);
