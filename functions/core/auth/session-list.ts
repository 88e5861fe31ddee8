import { createHash } from 'node:crypto';
import type * as z from 'zod/mini';
import type { sessionSummary } from '#shared/schemas/account.ts';
import { SESSION_TEXTS } from '#shared/texts.ts';
import { deleteAll } from '../../db/batch.ts';
import { SessionEntity, sessionsOfUser } from '../../db/entities/session.ts';
import { queryAll } from '../../db/read.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { endSession, SESSION_IDLE_SECONDS } from './sessions.ts';

/**
 * "Your sessions" (issue 23, M6): the narrator's open sessions, each named by an opaque public id, the SHA-256
 * of its session id cut to 22 characters (132 bits). The session id itself, which the signed token carries,
 * never leaves the server: the public id cannot be turned back into it, and it is no token.
 */
export const publicSessionId = (sessionId: string): string =>
  createHash('sha256').update(sessionId).digest('base64url').slice(0, 22);

/** A User-Agent as people say it: "Firefox on Windows". Unknown browsers and systems are left out. */
export const deviceOf = (userAgent: string | undefined): string => {
  if (!userAgent) return SESSION_TEXTS.unknownDevice;
  const browser = [
    ['Edge', /Edg(e|A|iOS)?\//],
    ['Opera', /OPR\/|Opera/],
    ['Samsung Internet', /SamsungBrowser\//],
    ['Firefox', /Firefox\/|FxiOS\//],
    ['Chrome', /Chrome\/|CriOS\//],
    ['Safari', /Version\/[\d.]+.*Safari\//],
  ].find(([, pattern]) => (pattern as RegExp).test(userAgent))?.[0] as string | undefined;
  const system = [
    ['iPhone', /iPhone/],
    ['iPad', /iPad/],
    ['Android', /Android/],
    ['Chrome OS', /CrOS/],
    ['Windows', /Windows/],
    ['macOS', /Mac OS X|Macintosh/],
    ['Linux', /Linux/],
  ].find(([, pattern]) => (pattern as RegExp).test(userAgent))?.[0] as string | undefined;
  if (browser && system) return SESSION_TEXTS.browserOn(browser, system);
  return browser ?? system ?? SESSION_TEXTS.unknownDevice;
};

/**
 * Where a session was opened, as honestly as an address tells without a geo database: its network, the /24 of
 * an IPv4 address (`203.0.113.x`) or the /48 of an IPv6 one (`2001:db8:1::/48`). Null when it was not kept.
 */
export const networkOf = (address: string | undefined): string | null => {
  if (!address) return null;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(address)) return address.replace(/\d+$/, 'x');
  if (address.includes(':')) return `${address.split(':').slice(0, 3).join(':')}::/48`;
  return null;
};

/** One session as "Your sessions" lists it (the response schema's type). */
export type SessionSummary = z.infer<typeof sessionSummary>;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The user's live sessions (expired and idle ones are not shown), this device first, then the latest used. */
const liveSessions = async (userId: string) => {
  const now = nowSeconds();
  return (await queryAll(SessionEntity, sessionsOfUser(userId))).filter(
    (session) =>
      session.userId === userId &&
      session.absoluteExpiresAt > now &&
      session.lastSeenAt + SESSION_IDLE_SECONDS > now,
  );
};

export const listSessions = async (userId: string, currentSessionId: string): Promise<SessionSummary[]> =>
  (await liveSessions(userId))
    .map((session) => ({
      id: publicSessionId(session.sessionId),
      device: deviceOf(session.device),
      place: networkOf(session.address),
      createdAt: session.createdAt,
      lastSeenAt: new Date(session.lastSeenAt * 1000).toISOString(),
      current: session.sessionId === currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));

/**
 * Ends one of the caller's own sessions by its public id: looked up among the caller's sessions only, so
 * another user's id (or one that never was) answers 404 and ends nothing. Ending the current one signs out.
 */
export const endOwnSession = async (
  userId: string,
  publicId: string,
  currentSessionId: string,
): Promise<{ current: boolean }> => {
  const session = (await queryAll(SessionEntity, sessionsOfUser(userId))).find(
    (candidate) => candidate.userId === userId && publicSessionId(candidate.sessionId) === publicId,
  );
  if (!session) throw new NotFoundError(SESSION_TEXTS.notFound);
  await endSession(session.sessionId);
  logger.info('security: session ended by its user', { userId });
  return { current: session.sessionId === currentSessionId };
};

/**
 * Ends every session of the user but the one kept (the browser that asked): after two-factor sign-in is
 * turned on, and when an administrator ends a user's sessions. Answers how many were ended.
 */
export const endOtherSessions = async (userId: string, keepSessionId?: string): Promise<number> => {
  const others = (await queryAll(SessionEntity, sessionsOfUser(userId))).filter(
    (session) => session.sessionId !== keepSessionId,
  );
  if (others.length > 0)
    await deleteAll(
      SessionEntity,
      others.map(({ sessionId }) => ({ sessionId })),
    );
  return others.length;
};
