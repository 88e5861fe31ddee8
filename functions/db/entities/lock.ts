import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { numbers, stringKeys } from '../attributes.ts';
import { entity } from '../on-table.ts';

/** A short-lived mutual-exclusion lease (conditional put), swept by TTL if its holder died. */
export const LockEntity = /* @__PURE__ */ (() =>
  entity('lock', {
    schema: item({
      ...stringKeys('key'),
      owner: string(),
      /** Epoch ms after which another caller may take the lock over. */
      ...numbers('expiresAt', 'ttl'),
    }),
    key: { partition: ['key'] },
  }))();
