import { randomBytes } from 'node:crypto';
import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import { jwtVerify, SignJWT } from 'jose';
import { deleteAll } from '../../db/batch.ts';
import { SessionEntity, sessionsOfUser } from '../../db/entities/session.ts';
import { getItem, queryAll } from '../../db/read.ts';
import { sessionSigningKey } from './signing-key.ts';
import { findUserById } from './users.ts';

export const SESSION_AUDIENCE = 'walt-web';
const ISSUER = 'walt';
/** A session ends after 30 days whatever happens, or after 7 days without use. */
export const SESSION_ABSOLUTE_SECONDS = 30 * 24 * 3600;
export const SESSION_IDLE_SECONDS = 7 * 24 * 3600;
/** lastSeenAt is refreshed at most this often, so reads stay cheap. */
const TOUCH_INTERVAL_SECONDS = 3600;

const nowSeconds = () => Math.floor(Date.now() / 1000);

export interface ActiveSession {
  sessionId: string;
  userId: string;
  /** The user's credentialsVersion when the session was opened; the session ends once the user's is newer. */
  credentialsVersion: number;
}

/** Who opens a session, as the wrapper hands it to the handler: the viewer's address and the request's headers. */
export interface SessionClient {
  ip: string;
  event: { headers?: Record<string, string | undefined> };
}

/**
 * Opens a new server-side session and returns the signed token that names it. The session records the user's
 * credentialsVersion (the one given, e.g. of the user whose password was just checked, else read now), and,
 * for "Your sessions" on /profile, the client's User-Agent and address (session-list.ts shows only its network).
 */
export const openSession = async (
  userId: string,
  credentialsVersion?: number,
  client?: SessionClient,
): Promise<{ token: string; maxAge: number }> => {
  credentialsVersion ??= (await findUserById(userId))?.credentialsVersion ?? 1;
  const sessionId = randomBytes(32).toString('base64url');
  const now = nowSeconds();
  const absoluteExpiresAt = now + SESSION_ABSOLUTE_SECONDS;
  await SessionEntity.build(PutItemCommand)
    .item({
      sessionId,
      userId,
      credentialsVersion,
      lastSeenAt: now,
      device: client?.event.headers?.['user-agent']?.slice(0, 256),
      address: client?.ip,
      absoluteExpiresAt,
      ttl: absoluteExpiresAt,
    })
    .options({ condition: { attr: 'sessionId', exists: false } })
    .send();
  const token = await new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(absoluteExpiresAt)
    .sign(await sessionSigningKey());
  return { token, maxAge: SESSION_ABSOLUTE_SECONDS };
};

/** The claims of a session token whose signature, issuer and audience hold; undefined when it is forged. */
export interface SessionClaims {
  sessionId: string;
  userId: string;
}

/**
 * Verifies a session token's signature only (no read): the caller may then read the session and the user at
 * once. A signing key that cannot be read is an error of ours (500), not an anonymous caller.
 */
export const verifySessionToken = async (token: string): Promise<SessionClaims | undefined> => {
  const key = await sessionSigningKey();
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      audience: SESSION_AUDIENCE,
      issuer: ISSUER,
    });
    if (typeof payload.sid !== 'string' || !payload.sub) return undefined;
    return { sessionId: payload.sid, userId: payload.sub };
  } catch {
    return undefined;
  }
};

/** The live session the verified claims name, or undefined when it is expired, idle or revoked. */
export const liveSession = async ({
  sessionId,
  userId,
}: SessionClaims): Promise<ActiveSession | undefined> => {
  const session = await getItem(SessionEntity, { sessionId });
  const now = nowSeconds();
  if (!session || session.userId !== userId) return undefined;
  if (session.absoluteExpiresAt <= now || session.lastSeenAt + SESSION_IDLE_SECONDS <= now) {
    await endSession(sessionId);
    return undefined;
  }
  if (now - session.lastSeenAt > TOUCH_INTERVAL_SECONDS) {
    await SessionEntity.build(UpdateItemCommand)
      .item({ sessionId, lastSeenAt: now })
      .options({ condition: { attr: 'sessionId', exists: true } })
      .send();
  }
  // Sessions opened before versions were recorded count as version 1.
  return { sessionId, userId, credentialsVersion: session.credentialsVersion ?? 1 };
};

export const endSession = async (sessionId: string): Promise<void> => {
  await SessionEntity.build(DeleteItemCommand).key({ sessionId }).send();
};

/** Ends every session of a user (after a password reset, or when the account is deleted). */
export const endAllSessions = async (userId: string): Promise<void> => {
  const sessions = await queryAll(SessionEntity, sessionsOfUser(userId));
  if (sessions.length > 0)
    await deleteAll(
      SessionEntity,
      sessions.map(({ sessionId }) => ({ sessionId })),
    );
};
