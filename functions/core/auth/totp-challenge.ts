import { jwtVerify, SignJWT } from 'jose';
import { TWO_FACTOR_TEXTS } from '#shared/texts.ts';
import { UnauthorizedError } from '../../lib/errors.ts';
import { sessionSigningKey } from './signing-key.ts';
import type { UserRecord } from './users.ts';

const AUDIENCE = 'walt-two-factor';
const ISSUER = 'walt';
/** The second step of sign-in must follow the first within five minutes. */
export const CHALLENGE_SECONDS = 5 * 60;

/**
 * The proof that a password was right, handed to the browser instead of a session when two-factor sign-in is
 * on: a JWT signed with the session key (its own audience, so it is never a session), naming the user and the
 * credentialsVersion it was issued under (a password change or reset voids it).
 */
export const issueChallenge = async (user: UserRecord): Promise<string> =>
  new SignJWT({ cv: user.credentialsVersion ?? 1 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${CHALLENGE_SECONDS}s`)
    .sign(await sessionSigningKey());

/** The user and credentialsVersion a challenge names; 401 when it is forged or expired. */
export const readChallenge = async (
  challenge: string,
): Promise<{ userId: string; credentialsVersion: number }> => {
  try {
    const { payload } = await jwtVerify(challenge, await sessionSigningKey(), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      issuer: ISSUER,
    });
    if (!payload.sub || typeof payload.cv !== 'number') throw new Error('incomplete challenge');
    return { userId: payload.sub, credentialsVersion: payload.cv };
  } catch {
    throw new UnauthorizedError(TWO_FACTOR_TEXTS.challengeExpired);
  }
};
