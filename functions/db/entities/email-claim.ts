import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { partitionKey, sortKey } from '../keys.ts';
import { table } from '../table.ts';

/** Reserves an email address for one user; created with the user in one transaction. */
export const EmailClaimEntity = /* @__PURE__ */ (() =>
  new Entity({
    name: 'emailClaim',
    table,
    schema: item({ email: string().key(), userId: string() }),
    computeKey: ({ email }) => ({ pk: partitionKey({ email }), sk: sortKey('emailClaim') }),
    timestamps: false,
  }))();
