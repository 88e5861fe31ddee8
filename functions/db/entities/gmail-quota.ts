import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { entity } from '../on-table.ts';

/**
 * One user's Gmail quota schedule: `cursor` is the time (epoch ms) up to which the quota is already spoken
 * for. Each call reserves its units' share of a second after it (atomic ADD), so all workers of a user,
 * together, stay within Google's per-user rate without retrying against each other. Swept by TTL.
 */
export const GmailQuotaEntity = /* @__PURE__ */ (() =>
  entity('gmailQuota', {
    schema: item({ userId: string().key(), cursor: number(), ttl: number() }),
    key: { partition: ['userId'] },
  }))();
