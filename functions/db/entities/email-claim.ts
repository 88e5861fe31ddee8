import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { onTable } from '../on-table.ts';

/** Reserves an email address for one user; created with the user in one transaction. */
export const EmailClaimEntity = /* @__PURE__ */ (() =>
  new Entity(
    onTable('emailClaim', {
      schema: item({ email: string().key(), userId: string() }),
      key: { partition: ['email'] },
    }),
  ))();
