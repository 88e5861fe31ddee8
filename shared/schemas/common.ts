import * as z from 'zod/mini';

/** ISO-8601 timestamp string as stored and returned by the API. */
export const isoDate = z.iso.datetime({ offset: true });
/** Server-generated identifier (ULID-like, URL safe). */
export const id = z.string().check(z.minLength(1), z.maxLength(64));
export const idParams = z.object({ id });
export const jobStatus = z.enum(['pending', 'processing', 'completed', 'failed']);
export type JobStatus = z.infer<typeof jobStatus>;
export const errorBody = z.object({ error: z.string() });
export const emptyBody = z.strictObject({});
export const messageBody = z.object({ message: z.string() });
