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

/** Throws 429 with Retry-After when any of the limits is already used up in its current window. */
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

/** Counts one attempt against each limit (atomic ADD, so concurrent attempts are all counted). */
export const recordAttempt = async (limits: Limit[], now = Date.now()): Promise<void> => {
  await Promise.all(
    limits.map((limit) => {
      const { start } = windowOf(limit, now);
      return RateLimitEntity.build(UpdateItemCommand)
        .item({
          key: limit.key,
          windowStart: start,
          count: $add(1),
          ttl: Math.ceil(start / 1000) + 2 * limit.windowSeconds,
        })
        .send();
    }),
  );
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
