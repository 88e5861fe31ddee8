import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { partitionKey, sortKey, sortPrefix } from '../keys.ts';
import { table } from '../table.ts';

/**
 * A password-reset token, stored only as its SHA-256 hash; deleting it is how it is spent. Listed by user
 * (index `gsi1`, beside the user's sessions) so that spending one deletes the others. The index keys are
 * optional: tokens written before they existed read as before, are not listed, and expire within the hour.
 */
export const ResetTokenEntity = /* @__PURE__ */ (() =>
  new Entity({
    name: 'resetToken',
    table,
    schema: item({ tokenHash: string().key(), userId: string(), expiresAt: number(), ttl: number() }).and(
      (token) => ({
        gsi1pk: string()
          .optional()
          .hidden()
          .link<typeof token>(({ userId }) => partitionKey({ userId })),
        gsi1sk: string()
          .optional()
          .hidden()
          .link<typeof token>(({ expiresAt }) => sortKey('resetToken', { expiresAt })),
      }),
    ),
    computeKey: ({ tokenHash }) => ({ pk: partitionKey({ tokenHash }), sk: sortKey('resetToken') }),
    timestamps: false,
  }))();

/** Access pattern: a user's outstanding reset tokens. */
export const resetTokensOfUser = (userId: string) =>
  ({
    index: 'gsi1',
    partition: partitionKey({ userId }),
    range: { beginsWith: sortPrefix('resetToken') },
  }) as const;
