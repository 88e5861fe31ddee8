import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { $add, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { AUTH_TEXTS } from '#shared/texts.ts';
import { RateLimitEntity } from '../../db/entities/rate-limit.ts';
import { getItem } from '../../db/read.ts';
import { TooManyRequestsError } from '../../lib/errors.ts';

export interface Limit {
  /** What is counted, e.g. `login:email:ann@example.com` or `login:ip:203.0.113.9`. */
  key: string;
  max: number;
  windowSeconds: number;
}

/** The fixed window `now` falls in (aligned to the epoch) and the seconds until it ends. */
export const windowOf = (limit: Limit, now: number): { start: number; retryAfter: number } => {
  const windowMs = limit.windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  return { start, retryAfter: (start + windowMs - now) / 1000 };
};

/**
 * Throws 429 with Retry-After when any of the limits is already used up in its current window. A check only:
 * concurrent attempts all pass it before any of them is recorded; `takeAttempt` holds under concurrency.
 */
export const assertWithinLimits = async (limits: Limit[], now = Date.now()): Promise<void> => {
  for (const limit of limits) {
    const { start, retryAfter } = windowOf(limit, now);
    const counter = await getItem(
      RateLimitEntity,
      { key: limit.key, windowStart: start },
      { consistent: false },
    );
    if (counter && counter.count >= limit.max)
      throw new TooManyRequestsError(AUTH_TEXTS.tooManyAttempts, retryAfter);
  }
};

/** Adds `amount` to each limit's counter of the window `now` falls in (atomic ADD); the counters' new values. */
const addToCounters = (limits: Limit[], amount: number, now: number): Promise<number[]> =>
  Promise.all(
    limits.map(async (limit) => {
      const { start } = windowOf(limit, now);
      const { Attributes } = await RateLimitEntity.build(UpdateItemCommand)
        .item({
          key: limit.key,
          windowStart: start,
          count: $add(amount),
          ttl: Math.ceil(start / 1000) + 2 * limit.windowSeconds,
        })
        .options({ returnValues: 'ALL_NEW' })
        .send();
      return Attributes?.count ?? amount;
    }),
  );

/** Counts one attempt against each limit (atomic ADD, so concurrent attempts are all counted). */
export const recordAttempt = async (limits: Limit[], now = Date.now()): Promise<void> => {
  await addToCounters(limits, 1, now);
};

/**
 * Takes one attempt from every limit before the work it guards runs (a password check): the atomic ADD
 * answers each counter's new value, so of any number of concurrent attempts at most `max` per window get
 * through. When any counter passes its limit the attempt is given back to all of them (a refused attempt
 * uses up nothing, so hammering a blocked key cannot run down another) and refused with 429, Retry-After
 * up to the end of the latest window that is used up.
 */
export const takeAttempt = async (
  limits: Limit[],
  now = Date.now(),
  message: string = AUTH_TEXTS.tooManyAttempts,
): Promise<void> => {
  const counts = await addToCounters(limits, 1, now);
  const usedUp = limits.filter((limit, index) => (counts[index] ?? 0) > limit.max);
  if (usedUp.length === 0) return;
  await addToCounters(limits, -1, now);
  throw new TooManyRequestsError(
    message,
    Math.max(...usedUp.map((limit) => windowOf(limit, now).retryAfter)),
  );
};

/** Hands back an attempt taken with `takeAttempt` (pass the same `now`, so it lands in the same windows). */
export const giveBackAttempt = async (limits: Limit[], now = Date.now()): Promise<void> => {
  await addToCounters(limits, -1, now);
};

export const clearAttempts = async (limits: Limit[], now = Date.now()): Promise<void> => {
  await Promise.all(
    limits.map((limit) =>
      RateLimitEntity.build(DeleteItemCommand)
        .key({ key: limit.key, windowStart: windowOf(limit, now).start })
        .send(),
    ),
  );
};
