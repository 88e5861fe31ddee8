import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { partitionKey, sortKey } from '../keys.ts';
import { table } from '../table.ts';

/** A password-reset token, stored only as its SHA-256 hash; deleting it is how it is spent. */
export const ResetTokenEntity = /* @__PURE__ */ (() =>
  new Entity({
    name: 'resetToken',
    table,
    schema: item({ tokenHash: string().key(), userId: string(), expiresAt: number(), ttl: number() }),
    computeKey: ({ tokenHash }) => ({ pk: partitionKey({ tokenHash }), sk: sortKey('resetToken') }),
    timestamps: false,
  }))();
