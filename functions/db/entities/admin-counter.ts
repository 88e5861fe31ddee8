import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { entity } from '../on-table.ts';

export const ADMIN_COUNTER_NAME = 'admins';

/**
 * How many administrators there are. Every grant and revoke changes it in the same transaction as the user's
 * isAdmin flag, with the condition that a revoke leaves at least one: two admins revoking each other at once
 * cannot leave none (core/admin/admin-rights.ts).
 */
export const AdminCounterEntity = /* @__PURE__ */ (() =>
  entity('adminCounter', {
    schema: item({ counter: string().key(), count: number() }),
    key: { partition: ['counter'] },
  }))();
