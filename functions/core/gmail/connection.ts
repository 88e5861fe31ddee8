import { createHash, randomBytes } from 'node:crypto';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { GMAIL_TEXTS } from '#shared/texts.ts';
import { GmailConnectionEntity } from '../../db/entities/gmail-connection.ts';
import { GmailOAuthStateEntity } from '../../db/entities/gmail-oauth-state.ts';
import { isConditionFailure } from '../../db/errors.ts';
import { getItem } from '../../db/read.ts';
import { ConflictError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { secretBox } from '../../lib/ports/secret-box.ts';
import type { ActiveSession } from '../auth/sessions.ts';
import { consentUrl, googleConfigured, pkcePair, revokeGoogleToken } from './google-endpoints.ts';

/** How long a consent page may stay open before its state expires. */
const STATE_LIFETIME_SECONDS = 10 * 60;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export const gmailStatusOf = async (userId: string) => {
  const connection = await getItem(GmailConnectionEntity, { userId });
  return { isConnected: Boolean(connection), email: connection?.email, configured: googleConfigured() };
};

/**
 * Starts "Connect Gmail": a random state (kept only as a hash, bound to the asking session) and a PKCE
 * verifier (sealed), then the consent page's address.
 */
export const startGoogleSignIn = async (session: ActiveSession): Promise<string> => {
  const state = randomBytes(32).toString('base64url');
  const { verifier, challenge } = pkcePair();
  const url = consentUrl(state, challenge);
  const now = Date.now();
  await GmailOAuthStateEntity.build(PutItemCommand)
    .item({
      stateHash: sha256(state),
      userId: session.userId,
      sessionHash: sha256(session.sessionId),
      sealedVerifier: await secretBox().seal(verifier, session.userId),
      expiresAt: now + STATE_LIFETIME_SECONDS * 1000,
      ttl: Math.ceil(now / 1000) + STATE_LIFETIME_SECONDS * 2,
    })
    .send();
  return url;
};

/** Takes the state's record away (a conditional delete), so each state is honoured at most once. */
export const consumeState = async (state: string) => {
  try {
    const { Attributes } = await GmailOAuthStateEntity.build(DeleteItemCommand)
      .key({ stateHash: sha256(state) })
      .options({ condition: { attr: 'stateHash', exists: true }, returnValues: 'ALL_OLD' })
      .send();
    return Attributes;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
};

/** The user's refresh token, opened; 409 when Gmail is not linked. */
export const refreshTokenOf = async (userId: string): Promise<string> => {
  const connection = await getItem(GmailConnectionEntity, { userId });
  if (!connection) throw new ConflictError(GMAIL_TEXTS.notConnected);
  return secretBox().open(connection.sealedRefreshToken, userId);
};

/** Revokes the grant at Google. Tolerant: false when Google refused or could not be reached. */
export const revokeAtGoogle = async (userId: string): Promise<boolean> => {
  const connection = await getItem(GmailConnectionEntity, { userId });
  if (!connection) return false;
  try {
    const revoked = await revokeGoogleToken(await secretBox().open(connection.sealedRefreshToken, userId));
    if (!revoked) logger.warn('gmail revoke refused by Google');
    return revoked;
  } catch (error) {
    logger.warn('gmail revoke failed', { error: (error as Error).name });
    return false;
  }
};

/** Deletes the stored tokens; the insights stay. */
export const disconnectGmail = async (userId: string): Promise<void> => {
  await GmailConnectionEntity.build(DeleteItemCommand).key({ userId }).send();
};
