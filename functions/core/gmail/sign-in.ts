import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { GmailConnectionEntity } from '../../db/entities/gmail-connection.ts';
import { logger } from '../../lib/logger.ts';
import { secretBox } from '../../lib/ports/secret-box.ts';
import type { ActiveSession } from '../auth/sessions.ts';
import { consumeState, sha256 } from './connection.ts';
import { oauthClient } from './google.ts';
import { googleStatus, googleUrls } from './google-endpoints.ts';

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
      codeVerifier: await secretBox().open(record.sealedVerifier, userId),
    });
    if (!tokens.refresh_token) return refused('no refresh token');
    const email = tokens.access_token ? await accountAddress(tokens.access_token) : undefined;
    await GmailConnectionEntity.build(PutItemCommand)
      .item({ userId, sealedRefreshToken: await secretBox().seal(tokens.refresh_token, userId), email })
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

/**
 * The linked account's address, from Gmail's users.getProfile (1 quota unit) as one plain request, so the
 * callback need not carry the Gmail client; the link works without it.
 */
const accountAddress = async (accessToken: string): Promise<string | undefined> => {
  try {
    const response = await fetch(`${googleUrls().gmail}gmail/v1/users/me/profile`, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return undefined;
    const { emailAddress } = (await response.json()) as { emailAddress?: unknown };
    return typeof emailAddress === 'string' ? emailAddress : undefined;
  } catch {
    return undefined;
  }
};
