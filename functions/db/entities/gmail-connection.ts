import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { timestampAttributes } from '../attributes.ts';
import { entity } from '../on-table.ts';

/**
 * A user's Gmail link: the refresh token sealed (KMS with the user id as encryption context in production, a
 * local key under .data/ locally; lib/ports/secret-box.ts). No plaintext token is ever written.
 */
export const GmailConnectionEntity = /* @__PURE__ */ (() =>
  entity('gmailConnection', {
    schema: item({
      userId: string().key(),
      sealedRefreshToken: string(),
      /** The Google account's address, when its profile answered. */
      email: string().optional(),
      ...timestampAttributes(),
    }),
    key: { partition: ['userId'] },
  }))();
