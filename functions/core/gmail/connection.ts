import { createHash, randomBytes } from 'node:crypto';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { GMAIL_TEXTS } from '#shared/texts.ts';
import { GmailConnectionEntity, GmailOAuthStateEntity } from '../../db/entities/gmail.ts';
import { isConditionFailure } from '../../db/errors.ts';
import { getItem } from '../../db/read.ts';
import { ConflictError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import type { ActiveSession } from '../auth/sessions.ts';
import { consentUrl, gmailClient, googleConfigured, googleStatus, oauthClient, pkcePair } from './google.ts';
import { seal, unseal } from './seal.ts';

/** How long a consent page may stay open before its state expires. */
const STATE_LIFETIME_SECONDS = 10 * 60;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

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
  const url = await consentUrl(state, challenge);
  const now = Date.now();
  await GmailOAuthStateEntity.build(PutItemCommand)
    .item({
      stateHash: sha256(state),
      userId: session.userId,
      sessionHash: sha256(session.sessionId),
      sealedVerifier: await seal(verifier, session.userId),
      expiresAt: now + STATE_LIFETIME_SECONDS * 1000,
      ttl: Math.ceil(now / 1000) + STATE_LIFETIME_SECONDS * 2,
    })
    .send();
  return url;
};

/** Takes the state's record away (a conditional delete), so each state is honoured at most once. */
const consumeState = async (state: string) => {
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

export type CallbackOutcome = 'connected' | 'refused';

/**
 * Google's redirect back. Refused (nothing stored) when: Google reported an error, the state is unknown,
 * expired or already used (a replay), the caller is not the session that started it, or the code exchange
 * fails or yields no refresh token. Otherwise the refresh token is sealed and stored.
 */
export const completeGoogleSignIn = async (input: {
  session: ActiveSession | undefined;
  code?: string;
  state?: string;
  error?: string;
}): Promise<CallbackOutcome> => {
  if (!input.state) return refused('no state');
  const record = await consumeState(input.state);
  if (!record) return refused('unknown or used state');
  if (record.expiresAt < Date.now()) return refused('expired state');
  if (
    !input.session ||
    record.sessionHash !== sha256(input.session.sessionId) ||
    record.userId !== input.session.userId
  )
    return refused('state from another session');
  if (input.error || !input.code) return refused(`google answered ${input.error ?? 'no code'}`);
  const userId = record.userId;
  try {
    const client = await oauthClient();
    const { tokens } = await client.getToken({
      code: input.code,
      codeVerifier: await unseal(record.sealedVerifier, userId),
    });
    if (!tokens.refresh_token) return refused('no refresh token');
    client.setCredentials(tokens);
    const email = await accountAddress(client);
    await GmailConnectionEntity.build(PutItemCommand)
      .item({ userId, sealedRefreshToken: await seal(tokens.refresh_token, userId), email })
      .send();
    logger.info('gmail connected', { userId });
    return 'connected';
  } catch (error) {
    // gaxios errors can carry the request (with the code) in their config: log the status only.
    return refused(`token exchange failed (${googleStatus(error) ?? 'network'})`);
  }
};

const refused = (reason: string): CallbackOutcome => {
  logger.warn('security: gmail sign-in refused', { reason });
  return 'refused';
};

/** The linked account's address (1 quota unit); the link works without it. */
const accountAddress = async (client: Awaited<ReturnType<typeof oauthClient>>) => {
  try {
    const { data } = await gmailClient(client).users.getProfile({ userId: 'me' }, { retry: false });
    return data.emailAddress ?? undefined;
  } catch {
    return undefined;
  }
};

/** The user's refresh token, opened; 409 when Gmail is not linked. */
export const refreshTokenOf = async (userId: string): Promise<string> => {
  const connection = await getItem(GmailConnectionEntity, { userId });
  if (!connection) throw new ConflictError(GMAIL_TEXTS.notConnected);
  return unseal(connection.sealedRefreshToken, userId);
};

/** Revokes the grant at Google. Tolerant: false when Google refused or could not be reached. */
export const revokeAtGoogle = async (userId: string): Promise<boolean> => {
  const connection = await getItem(GmailConnectionEntity, { userId });
  if (!connection) return false;
  try {
    const client = await oauthClient();
    await client.revokeToken(await unseal(connection.sealedRefreshToken, userId));
    return true;
  } catch (error) {
    logger.warn('gmail revoke failed at Google', { status: googleStatus(error) });
    return false;
  }
};

/** Deletes the stored tokens; the insights stay. */
export const disconnectGmail = async (userId: string): Promise<void> => {
  await GmailConnectionEntity.build(DeleteItemCommand).key({ userId }).send();
};
