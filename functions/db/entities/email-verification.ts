import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { partitionKey, sortKey, sortPrefix } from '../keys.ts';
import { table } from '../table.ts';

/**
 * An email-verification token, stored only as its SHA-256 hash; deleting it is how it is spent. Listed by
 * user (index `gsi1`, beside the user's sessions and reset tokens) so that verifying deletes the others and
 * deleting the account leaves none behind.
 */
export const EmailVerificationEntity = /* @__PURE__ */ (() =>
  new Entity({
    name: 'emailVerification',
    table,
    schema: item({ tokenHash: string().key(), userId: string(), expiresAt: number(), ttl: number() }).and(
      (token) => ({
        gsi1pk: string()
          .hidden()
          .link<typeof token>(({ userId }) => partitionKey({ userId })),
        gsi1sk: string()
          .hidden()
          .link<typeof token>(({ expiresAt }) => sortKey('emailVerification', { expiresAt })),
      }),
    ),
    computeKey: ({ tokenHash }) => ({
      pk: partitionKey({ tokenHash }),
      sk: sortKey('emailVerification'),
    }),
    timestamps: false,
  }))();

/** Access pattern: a user's outstanding verification tokens. */
export const emailVerificationsOfUser = (userId: string) =>
  ({
    index: 'gsi1',
    partition: partitionKey({ userId }),
    range: { beginsWith: sortPrefix('emailVerification') },
  }) as const;
