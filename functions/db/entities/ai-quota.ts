import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { partitionKey, sortKey } from '../keys.ts';
import { table } from '../table.ts';

/**
 * Paid AI calls counted per UTC day (atomic ADD, swept by TTL): `quota` names what is counted, e.g.
 * `realtime:user:u-1`, `realtime:ip:203.0.113.9` or `all` for the whole deployment; `day` is `2025-01-31`.
 */
export const AiQuotaEntity = /* @__PURE__ */ (() =>
  new Entity({
    name: 'aiQuota',
    table,
    schema: item({
      quota: string().key(),
      day: string().key(),
      count: number().default(0),
      ttl: number(),
    }),
    computeKey: ({ quota, day }) => ({
      pk: partitionKey({ quota }),
      sk: sortKey('aiQuota', { day }),
    }),
    timestamps: false,
  }))();
