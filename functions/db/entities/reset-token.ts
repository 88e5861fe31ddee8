import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { byIndex } from '../index-keys.ts';
import { entity } from '../on-table.ts';

/**
 * A password-reset token, stored only as its SHA-256 hash; deleting it is how it is spent. Listed by user
 * (index `gsi1`, beside the user's sessions) so that spending one deletes the others. The index keys are
 * optional: tokens written before they existed read as before, are not listed, and expire within the hour.
 */
export const ResetTokenEntity = /* @__PURE__ */ (() =>
  entity('resetToken', {
    schema: item({ tokenHash: string().key(), userId: string(), expiresAt: number(), ttl: number() }),
    key: { partition: ['tokenHash'] },
    indexes: { gsi1: { partition: ['userId'], sort: ['expiresAt'], optional: true } },
  }))();

/** Access pattern: a user's outstanding reset tokens. */
export const resetTokensOfUser = (userId: string) => byIndex('gsi1', { userId }, 'resetToken');
