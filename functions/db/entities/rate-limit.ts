import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { entity } from '../on-table.ts';

/** A fixed-window attempt counter (per account or per IP), swept by TTL. */
export const RateLimitEntity = /* @__PURE__ */ (() =>
  entity('rateLimit', {
    schema: item({
      key: string().key(),
      windowStart: number().key(),
      count: number().default(0),
      ttl: number(),
    }),
    key: { partition: ['key'], sort: ['windowStart'] },
  }))();
