import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { numbers } from '../attributes.ts';
import { byIndex } from '../index-keys.ts';
import { entity } from '../on-table.ts';

/**
 * One sign-in with Google under way: keyed by a hash of its `state`, bound to the session that asked for it,
 * consumed (deleted under a condition) by the callback, so a replayed callback finds nothing. Swept by TTL.
 */
export const GmailOAuthStateEntity = /* @__PURE__ */ (() =>
  entity('gmailOAuthState', {
    schema: item({
      stateHash: string().key(),
      userId: string(),
      /** sha256 of the session token that asked: the callback must come back in the same session. */
      sessionHash: string(),
      /** The PKCE verifier, sealed like a refresh token. */
      sealedVerifier: string(),
      ...numbers('expiresAt', 'ttl'),
    }),
    key: { partition: ['stateHash'] },
    indexes: { gsi1: { partition: ['userId'], sort: ['stateHash'], keepCase: true } },
  }))();

/** A user's items of one Gmail entity in index gsi1 (sign-ins under way, uploads), for the account deletion. */
export const gmailItemsOfUser = (userId: string, entity: 'gmailOAuthState' | 'mboxUpload') =>
  byIndex('gsi1', { userId }, entity);
