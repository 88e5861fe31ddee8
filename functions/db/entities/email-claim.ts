import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { entity } from '../on-table.ts';

/** Reserves an email address for one user; created with the user in one transaction. */
export const EmailClaimEntity = /* @__PURE__ */ (() =>
  entity('emailClaim', {
    schema: item({ email: string().key(), userId: string() }),
    key: { partition: ['email'] },
  }))();
