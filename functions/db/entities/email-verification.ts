import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { byIndex } from '../index-keys.ts';
import { entity } from '../on-table.ts';

/**
 * An email-verification token, stored only as its SHA-256 hash; deleting it is how it is spent. Listed by
 * user (index `gsi1`, beside the user's sessions and reset tokens) so that verifying deletes the others and
 * deleting the account leaves none behind.
 */
export const EmailVerificationEntity = /* @__PURE__ */ (() =>
  entity('emailVerification', {
    schema: item({ tokenHash: string().key(), userId: string(), expiresAt: number(), ttl: number() }),
    key: { partition: ['tokenHash'] },
    indexes: { gsi1: { partition: ['userId'], sort: ['expiresAt'] } },
  }))();

/** Access pattern: a user's outstanding verification tokens. */
export const emailVerificationsOfUser = (userId: string) => byIndex('gsi1', { userId }, 'emailVerification');
