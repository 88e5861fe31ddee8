import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { stringKeys } from '../attributes.ts';
import { entity } from '../on-table.ts';

/**
 * Paid AI calls counted per UTC day (atomic ADD, swept by TTL): `quota` names what is counted, e.g.
 * `realtime:user:u-1`, `realtime:ip:203.0.113.9` or `all` for the whole deployment; `day` is `2025-01-31`.
 */
export const AiQuotaEntity = /* @__PURE__ */ (() =>
  entity('aiQuota', {
    schema: item({
      ...stringKeys('quota', 'day'),
      count: number().default(0),
      ttl: number(),
    }),
    key: { partition: ['quota'], sort: ['day'] },
  }))();
