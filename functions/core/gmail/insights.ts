import { createHash } from 'node:crypto';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { PutItemCommand, type PutItemInput } from 'dynamodb-toolbox/entity/actions/put';
import type { EmailInsight } from '#shared/schemas/email-insight.ts';
import { deleteAll } from '../../db/batch.ts';
import { EmailInsightEntity, insightsOfUser } from '../../db/entities/email-insight.ts';
import { ownerAlive } from '../../db/owner-alive.ts';
import { queryAll } from '../../db/read.ts';
import { memoryChanged } from '../memory/changed.ts';
import { INSIGHTS_PAGE_SIZE } from './constants.ts';

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
  await EmailInsightEntity.build(PutItemCommand).item(item).send();
  if (await ownerAlive({ userId: item.userId })) return true;
  await deleteAll(EmailInsightEntity, [{ insightId: item.insightId }]);
  return false;
};

/** All of one user's insights, newest first (the index orders them by date). */
export const allInsights = async (userId: string): Promise<InsightRecord[]> =>
  (await queryAll(EmailInsightEntity, insightsOfUser(userId))).reverse();

/** A page of the user's insights from `offset` (the count already loaded); hasMore when more follow. */
export const listInsights = async (userId: string, offset = 0) => {
  const all = await allInsights(userId);
  return {
    insights: all.slice(offset, offset + INSIGHTS_PAGE_SIZE).map(toInsight),
    total: all.length,
    hasMore: offset + INSIGHTS_PAGE_SIZE < all.length,
  };
};

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
  return keys.length;
};
