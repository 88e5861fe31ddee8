import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { map } from 'dynamodb-toolbox/schema/map';
import { string } from 'dynamodb-toolbox/schema/string';
import { strings, timestampAttributes } from '../attributes.ts';
import { byIndex } from '../index-keys.ts';
import { entity } from '../on-table.ts';

/**
 * What Walt keeps of one email (spec part B §3): never its body. `insightId` is derived from the owner and
 * the message's identity, so processing the same email again overwrites rather than duplicates.
 */
export const EmailInsightEntity = /* @__PURE__ */ (() =>
  entity('emailInsight', {
    schema: item({
      insightId: string().key(),
      ...strings('userId', 'subject'),
      /** ISO date the email was sent ('' when it had none). */
      ...strings('date', 'sender', 'summary'),
      categories: list(string()),
      biographicalInfo: map({ user: list(string()), correspondent: list(string()) }),
      /** 'gmail' or 'mbox'. */
      source: string(),
      contactEmail: string().optional(),
      ...timestampAttributes(),
    }),
    key: { partition: ['insightId'] },
    indexes: { gsi1: { partition: ['userId'], sort: ['date', 'insightId'] } },
  }))();

/** Access pattern: a user's insights, by the emails' dates. */
export const insightsOfUser = (userId: string) => byIndex('gsi1', { userId }, 'emailInsight');
