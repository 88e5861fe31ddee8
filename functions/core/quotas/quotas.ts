import type { QuotaKind } from '#shared/contract/endpoint.ts';
import { QUOTA_TEXTS } from '#shared/texts.ts';
import { addToQuotaCounter } from '../../db/quota-counter.ts';
import { quotaLimits } from '../../lib/config.ts';
import { TooManyRequestsError } from '../../lib/errors.ts';
import { AI_METRICS, countMetric } from '../../lib/metrics.ts';
import { findUserById } from '../auth/users.ts';

export type { QuotaKind };

const DAY_MS = 86_400_000;

const add = addToQuotaCounter;

const spenderCounters = (kind: QuotaKind, { userId, ip, verified = true }: Spender) => {
  const limits = quotaLimits() as Record<string, number | undefined>;
  const name = `AI_QUOTA_${kind.replace(/[A-Z]/g, '_$&').toUpperCase()}`;
  const perUser = limits[`${name}_PER_USER`];
  const allowance = limits[`${name}_UNVERIFIED`];
  const onAllowance = !verified && allowance !== undefined && (perUser === undefined || allowance < perUser);
  const counters: [quota: string, max: number | undefined, message: string][] = [
    ['all', limits.AI_DAILY_CALL_CEILING, QUOTA_TEXTS.deployment],
    [
      `${kind}:user:${userId}`,
      onAllowance ? allowance : perUser,
      onAllowance ? QUOTA_TEXTS.unverified : QUOTA_TEXTS.caller,
    ],
  ];
  if (ip) counters.push([`${kind}:ip:${ip}`, limits[`${name}_PER_IP`], QUOTA_TEXTS.caller]);
  return counters;
};
const dayOf = (now: number) => ({
  day: new Date(now).toISOString().slice(0, 10),
  ttl: Math.ceil(now / DAY_MS) * 86_400 + 86_400,
});

/**
 * Who a paid call is charged to: the caller's account and, when known, the caller's IP. `verified` is whether
 * the account's email is verified (an administrator counts as verified); when not given it is read from the
 * account, so a worker charging on behalf of a narrator applies the same allowance.
 */
export interface Spender {
  userId: string;
  ip?: string;
  verified?: boolean;
}

/** The spender with `verified` known: read from the account when the caller did not say. */
const known = async (spender: Spender): Promise<Spender> => {
  if (spender.verified !== undefined) return spender;
  const user = await findUserById(spender.userId);
  return { ...spender, verified: Boolean(user?.emailVerified || user?.isAdmin) };
};

/**
 * Spends one paid AI call of `kind` before it is made: counts it against the caller's account, the caller's
 * IP (when given) and the whole deployment for the current UTC day, each with an atomic ADD, then compares.
 * Over any limit, the call is refused (429 with Retry-After until the next UTC day) and given back to every
 * counter, so concurrent calls never get past a limit and refused calls use up nothing. Limits are read from
 * the environment on every call (`AI_QUOTA_<KIND>_PER_USER`, `…_PER_IP`, `AI_DAILY_CALL_CEILING`); an
 * account whose email is not verified yet has the smaller `AI_QUOTA_<KIND>_UNVERIFIED` allowance instead of
 * its per-user quota.
 */
export const spend = async (kind: QuotaKind, spender: Spender, now = Date.now()): Promise<void> => {
  const counters = spenderCounters(kind, await known(spender));
  const { day, ttl } = dayOf(now);
  const counts = await Promise.all(counters.map(([quota]) => add(quota, day, 1, ttl)));
  const over = counters.find(([, max], index) => max !== undefined && (counts[index] ?? 0) > max);
  if (!over) {
    countMetric(AI_METRICS.calls, 1, { kind });
    return;
  }
  countMetric(AI_METRICS.refusals, 1, { kind });
  await Promise.all(counters.map(([quota]) => add(quota, day, -1, ttl)));
  throw new TooManyRequestsError(over[2], (DAY_MS - (now % DAY_MS)) / 1000);
};

/** Gives back a call spent the same UTC day that was never made (the request it was spent for was refused). */
export const giveBack = async (kind: QuotaKind, spender: Spender, now = Date.now()): Promise<void> => {
  const { day, ttl } = dayOf(now);
  await Promise.all(spenderCounters(kind, spender).map(([quota]) => add(quota, day, -1, ttl)));
  // The metric follows the ceiling's counter, which the alarm at 80 % stands for.
  countMetric(AI_METRICS.calls, -1, { kind });
};
