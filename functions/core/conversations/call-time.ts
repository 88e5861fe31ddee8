import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { VOICE_SESSION_ERRORS } from '#shared/texts.ts';
import { dynamo } from '../../db/client.ts';
import { partitionKey, sortKey } from '../../db/keys.ts';
import { addToQuotaCounter } from '../../db/quota-counter.ts';
import { config, quotaLimits } from '../../lib/config.ts';
import { TooManyRequestsError } from '../../lib/errors.ts';
import { AI_METRICS, countMetric } from '../../lib/metrics.ts';

const DAY_MS = 86_400_000;
/** Less than this left of the day's minutes is not worth a call. */
const SHORTEST_CALL_SECONDS = 60;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const endOfDaySeconds = (ms: number) => Math.ceil(ms / DAY_MS) * 86_400;
const secondsCounter = (userId: string) => `realtime-seconds:user:${userId}`;
/** The narrator's latest call: when it started and the seconds reserved for it (no entity: two fields). */
const openCallKey = (userId: string) => ({
  pk: partitionKey({ callTime: userId }),
  sk: sortKey('callTime'),
});

/**
 * Call time is counted in seconds per narrator and UTC day. The browser and the realtime provider talk
 * directly, so the server cannot see a call end: a call's whole allowed length is reserved when it starts, and
 * when the narrator's next call starts the last one is settled by the server's clock, giving back what it did
 * not use (a client cannot claim back time it talked). A call is refused (429) once less than a minute of the
 * day is left; otherwise it may last REALTIME_MINUTES_PER_CALL, or what is left of the day if less, which the
 * answer tells the browser (`maxCallSeconds`) so it ends the call there.
 */
export const reserveCallTime = async (userId: string, now = Date.now()): Promise<number> => {
  const { REALTIME_MINUTES_PER_CALL, REALTIME_MINUTES_PER_DAY } = quotaLimits();
  const perDay = REALTIME_MINUTES_PER_DAY * 60;
  const table = config().TABLE_NAME;
  const { Item: open } = await dynamo().send(
    new GetCommand({ TableName: table, Key: openCallKey(userId), ConsistentRead: true }),
  );
  if (open && typeof open.startedAt === 'number' && typeof open.reserved === 'number') {
    const used = Math.max(0, Math.min(open.reserved, Math.ceil((now - open.startedAt) / 1000)));
    countMetric(AI_METRICS.realtimeMinutes, Math.round((used / 60) * 100) / 100, { kind: 'realtime' });
    if (used < open.reserved)
      await addToQuotaCounter(
        secondsCounter(userId),
        dayOf(open.startedAt),
        used - open.reserved,
        endOfDaySeconds(open.startedAt) + 86_400,
      );
  }
  const today = dayOf(now);
  const ttl = endOfDaySeconds(now) + 86_400;
  const spent = await addToQuotaCounter(secondsCounter(userId), today, 0, ttl);
  const reserve = Math.min(REALTIME_MINUTES_PER_CALL * 60, perDay - spent);
  const refuse = () =>
    new TooManyRequestsError(
      VOICE_SESSION_ERRORS.callMinutes(REALTIME_MINUTES_PER_DAY),
      (DAY_MS - (now % DAY_MS)) / 1000,
    );
  if (reserve < SHORTEST_CALL_SECONDS) throw refuse();
  // Reserved with an atomic ADD, then compared, so two calls started at once cannot pass the day's minutes.
  if ((await addToQuotaCounter(secondsCounter(userId), today, reserve, ttl)) > perDay) {
    await addToQuotaCounter(secondsCounter(userId), today, -reserve, ttl);
    throw refuse();
  }
  await dynamo().send(
    new PutCommand({
      TableName: table,
      Item: { ...openCallKey(userId), startedAt: now, reserved: reserve, ttl },
    }),
  );
  return reserve;
};
