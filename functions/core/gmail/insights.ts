import { createHash } from 'node:crypto';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { PutItemCommand, type PutItemInput } from 'dynamodb-toolbox/entity/actions/put';
import type { EmailInsight } from '#shared/schemas/email-insight.ts';
import { deleteAll } from '../../db/batch.ts';
import { EmailInsightEntity, insightsOfUser } from '../../db/entities/email-insight.ts';
import { ownerAlive } from '../../db/owner-alive.ts';
import { countAll, decodeCursor, encodeCursor, queryAll, queryPage } from '../../db/read.ts';
import { memoryChanged } from '../memory/changed.ts';
import { INSIGHTS_PAGE_SIZE } from './constants.ts';
import { addToInsightCount, forgetInsightCount, insightCount, setInsightCount } from './insight-count.ts';

type InsightRecord = FormattedItem<typeof EmailInsightEntity>;

/**
 * An insight's id: the owner and the email's identity (its Gmail id, or its Message-ID in a mailbox file),
 * hashed, so processing the same email again writes the same item instead of a second one.
 */
export const insightIdOf = (userId: string, source: string, identity: string): string =>
  createHash('sha256').update(`${userId}\n${source}\n${identity}`).digest('base64url').slice(0, 32);

export const toInsight = (record: InsightRecord): EmailInsight => ({
  id: record.insightId,
  subject: record.subject,
  date: record.date,
  sender: record.sender,
  summary: record.summary,
  categories: record.categories,
  biographicalInfo: record.biographicalInfo,
});

/**
 * Stores one email's insight, kept only while its narrator's account exists and is not being deleted (ASVS
 * M3): the summary came back from a paid call that may have outlasted the account. Written, then the account
 * is read (one strongly consistent GetItem; a transaction with a ConditionCheck on the user row would conflict
 * with the run's other emails written at the same moment): gone or marked, the insight is removed again and the
 * answer is false. One written before the deletion's mark is found by its sweep, which comes after the mark.
 */
export const storeInsight = async (item: PutItemInput<typeof EmailInsightEntity>): Promise<boolean> => {
  const { Attributes } = await EmailInsightEntity.build(PutItemCommand)
    .item(item)
    .options({ returnValues: 'ALL_OLD' })
    .send();
  if (await ownerAlive({ userId: item.userId })) {
    // A new email (not the same one summarised again) counts one more for the list's `total`.
    if (!Attributes) await addToInsightCount(item.userId, 1);
    return true;
  }
  await deleteAll(EmailInsightEntity, [{ insightId: item.insightId }]);
  return false;
};

/** All of one user's insights, newest first (the index orders them by date). */
export const allInsights = async (userId: string): Promise<InsightRecord[]> =>
  (await queryAll(EmailInsightEntity, insightsOfUser(userId))).reverse();

/** How many insights the user has: the account's counter, counted afresh (and kept) when it has none. */
const totalOf = async (userId: string): Promise<number> => {
  const kept = await insightCount(userId);
  if (kept !== undefined) return kept;
  const counted = await countAll(insightsOfUser(userId));
  await setInsightCount(userId, counted);
  return counted;
};

/**
 * A page of the user's insights from `offset` (the count already loaded), newest first, with the total and
 * whether more follow (spec part B §7), read as one DynamoDB page (issue 24). The cursor (the `X-Next-Cursor`
 * of the page before, `at` its position) starts the page where the one before ended when it ended at
 * `offset`; without it, or for another offset, the page is read from the start of the list (one Query of
 * `offset` + a page, which a client that follows the spec's offsets alone still gets right).
 */
export const listInsights = async (userId: string, offset = 0, cursor?: Record<string, string>) => {
  const { at, ...after } = cursor ?? {};
  const resume = cursor !== undefined && at === String(offset);
  const [read, total] = await Promise.all([
    resume
      ? readInsights(userId, INSIGHTS_PAGE_SIZE, after)
      : readInsights(userId, offset + INSIGHTS_PAGE_SIZE),
    totalOf(userId),
  ]);
  const items = resume ? read.items : read.items.slice(offset);
  const end = offset + items.length;
  return {
    body: {
      insights: items.map(toInsight),
      total: Math.max(total, end),
      hasMore: read.nextCursor !== undefined && end < total,
    },
    ...(read.nextCursor ? { nextCursor: withPosition(read.nextCursor, end) } : {}),
  };
};

/** The next `count` insights, newest first, after `after`: one Query, more only past DynamoDB's 1 MB a page. */
const readInsights = async (userId: string, count: number, after?: Record<string, string>) => {
  const items: InsightRecord[] = [];
  let next = after;
  do {
    const page = await queryPage(
      EmailInsightEntity,
      insightsOfUser(userId),
      { limit: count - items.length, ...(next ? { after: next } : {}) },
      { reverse: true },
    );
    items.push(...page.items);
    next = page.nextCursor === undefined ? undefined : decodeCursor(page.nextCursor);
  } while (next && items.length < count);
  return { items, ...(next ? { nextCursor: encodeCursor(next) } : {}) };
};

/** A page's cursor with the position it ends at, so the next request can tell it resumes there. */
const withPosition = (cursor: string, at: number): string =>
  encodeCursor({ ...decodeCursor(cursor), at: String(at) });

/** "Delete all email summaries": the insights go, and with them the memory's facts that only they stated. */
export const forgetInsights = async (userId: string): Promise<number> => {
  const deleted = await deleteInsights(userId);
  if (deleted > 0) await memoryChanged(userId);
  return deleted;
};

export const deleteInsights = async (userId: string): Promise<number> => {
  const keys = await queryAll(EmailInsightEntity, insightsOfUser(userId), { attributes: ['insightId'] });
  await deleteAll(
    EmailInsightEntity,
    keys.map(({ insightId }) => ({ insightId })),
  );
  if (keys.length > 0) await forgetInsightCount(userId);
  return keys.length;
};
