import { AUTH_TEXTS } from '#shared/texts.ts';
import { db } from '../../db/service.ts';
import { TooManyRequestsError } from '../../lib/errors.ts';

export interface Limit {
  /** What is counted, e.g. `login:email:ann@example.com` or `login:ip:203.0.113.9`. */
  key: string;
  max: number;
  windowSeconds: number;
}

const windowOf = (limit: Limit, now: number) => {
  const windowMs = limit.windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  return { start, retryAfter: (start + windowMs - now) / 1000 };
};

/** Throws 429 with Retry-After when any of the limits is already used up in its current window. */
export const assertWithinLimits = async (limits: Limit[], now = Date.now()): Promise<void> => {
  for (const limit of limits) {
    const { start, retryAfter } = windowOf(limit, now);
    const { data } = await db().entities.rateLimits.get({ key: limit.key, windowStart: start }).go();
    if (data && data.count >= limit.max)
      throw new TooManyRequestsError(AUTH_TEXTS.tooManyAttempts, retryAfter);
  }
};

/** Counts one attempt against each limit (atomic ADD, so concurrent attempts are all counted). */
export const recordAttempt = async (limits: Limit[], now = Date.now()): Promise<void> => {
  await Promise.all(
    limits.map((limit) => {
      const { start } = windowOf(limit, now);
      return db()
        .entities.rateLimits.update({ key: limit.key, windowStart: start })
        .add({ count: 1 })
        .set({ ttl: Math.ceil(start / 1000) + 2 * limit.windowSeconds })
        .go();
    }),
  );
};

export const clearAttempts = async (limits: Limit[], now = Date.now()): Promise<void> => {
  await Promise.all(
    limits.map((limit) =>
      db()
        .entities.rateLimits.delete({ key: limit.key, windowStart: windowOf(limit, now).start })
        .go(),
    ),
  );
};
