import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { onTable } from '../on-table.ts';

/** A short-lived mutual-exclusion lease (conditional put), swept by TTL if its holder died. */
export const LockEntity = /* @__PURE__ */ (() =>
  new Entity(
    onTable('lock', {
      schema: item({
        key: string().key(),
        owner: string(),
        /** Epoch ms after which another caller may take the lock over. */
        expiresAt: number(),
        ttl: number(),
      }),
      key: { partition: ['key'] },
    }),
  ))();
