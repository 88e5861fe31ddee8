import { $add, UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { GmailQuotaEntity } from '../../db/entities/gmail-quota.ts';
import { isConditionFailure } from '../../db/errors.ts';
import { config } from '../../lib/config.ts';

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

const ttlFrom = (ms: number) => Math.ceil(ms / 1000) + 3600;

/**
 * How far the schedule may lag behind now and still be moved on rather than restarted. Without it, a
 * schedule whose slots are shorter than a database round trip (5 units at 250/s: 20 ms) lags again by the
 * time each ADD arrives, and every caller fails both conditions and retries: measured on DynamoDB Local with
 * 250 callers, 15–20 writes per Gmail call and 0.5× the quota. Keeping a lagging schedule lets the calls
 * behind it catch up at once: a burst of at most this much of the quota, which is what went unused while it
 * lagged and which Google's per-second limit (and the fake's one-second bucket) absorbs.
 */
const LAG_MS = 500;

/**
 * Reserves `units` of the user's Gmail quota and waits for the reserved moment. A call costs
 * `units / quotaPerSecond` seconds of the schedule: the cursor moves on by that much (ADD, conditioned on it
 * being no more than LAG_MS behind now) and the caller waits until its share starts (at once when the slot
 * is already past); a schedule further behind, or none yet, restarts at now. So a user's calls, from any
 * number of workers, are spread evenly at the quota's rate.
 */
export const takeGmailQuota = async (userId: string, units: number): Promise<void> => {
  const costMs = (units * 1000) / config().GMAIL_QUOTA_UNITS_PER_SECOND;
  for (;;) {
    const now = Date.now();
    try {
      const { Attributes } = await GmailQuotaEntity.build(UpdateItemCommand)
        .item({ userId, cursor: $add(costMs), ttl: ttlFrom(now) })
        .options({ condition: { attr: 'cursor', gte: now - LAG_MS }, returnValues: 'UPDATED_NEW' })
        .send();
      return await sleep((Attributes?.cursor ?? now + costMs) - costMs - Date.now());
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    try {
      await GmailQuotaEntity.build(UpdateItemCommand)
        .item({ userId, cursor: now + costMs, ttl: ttlFrom(now) })
        .options({
          condition: {
            or: [
              { attr: 'cursor', exists: false },
              { attr: 'cursor', lt: now - LAG_MS },
            ],
          },
        })
        .send();
      return;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
};

const BACKOFF_BASE_MS = 500;
const BACKOFF_CAP_MS = 16_000;
const MAX_TRIES = 6;

/** Google's answers worth retrying: rate limits (429, and 403 rateLimitExceeded) and server errors. */
const retryable = (error: unknown): boolean => {
  const candidate = error as { status?: number; response?: { status?: number; data?: unknown } };
  const status = candidate.response?.status ?? candidate.status;
  if (status === 429 || (status !== undefined && status >= 500)) return true;
  if (status === 403)
    return /rateLimitExceeded|userRateLimitExceeded/.test(JSON.stringify(candidate.response?.data ?? ''));
  return status === undefined; // a network failure
};

/**
 * Calls Google with the user's quota taken first, retrying 429s and 5xx with exponential backoff and full
 * jitter (Google's guidance for Gmail): a random wait up to min(cap, base·2^attempt).
 */
export const callGmail = async <T>(
  userId: string,
  units: number,
  call: () => Promise<T>,
  signal?: AbortSignal,
  /** Asked after the wait for quota, before the call: false ends it with a RunStopped (a cancelled run). */
  stillWanted: () => Promise<boolean> = async () => true,
): Promise<T> => {
  for (let attempt = 0; ; attempt += 1) {
    await takeGmailQuota(userId, units);
    if (!(await stillWanted())) throw new RunStopped();
    try {
      return await call();
    } catch (error) {
      if (attempt + 1 >= MAX_TRIES || !retryable(error) || signal?.aborted) throw error;
      await sleep(Math.random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt), signal);
    }
  }
};

/** The run this call served was cancelled while it waited for its share of the quota. */
export class RunStopped extends Error {
  override name = 'RunStopped';
}

export { sleep };
