import { randomBytes } from 'node:crypto';
import type { RealtimeSessionPlan } from './realtime-session.ts';

interface Minted {
  plan: RealtimeSessionPlan;
  expiresAt: number;
}

/**
 * Client secrets minted by the offline provider, held in this process for the local realtime peer. Kept on
 * globalThis so the handler's and the peer's copies of this module (loaded through different paths) agree.
 */
const registry = (): Map<string, Minted> => {
  const key = Symbol.for('walt.offlineRealtimeSessions');
  const holder = globalThis as unknown as Record<symbol, Map<string, Minted> | undefined>;
  holder[key] ??= new Map();
  return holder[key];
};

export const OFFLINE_SECRET_PREFIX = 'ek_offline_';

export const registerOfflineSession = (plan: RealtimeSessionPlan, lifetimeSeconds: number) => {
  const sessions = registry();
  const now = Date.now();
  for (const [secret, minted] of sessions) if (minted.expiresAt * 1000 < now) sessions.delete(secret);
  const clientSecret = `${OFFLINE_SECRET_PREFIX}${randomBytes(24).toString('base64url')}`;
  const expiresAt = Math.floor(now / 1000) + lifetimeSeconds;
  sessions.set(clientSecret, { plan, expiresAt });
  return { clientSecret, expiresAt };
};

/** The session a client secret opens, while the secret is valid. */
export const offlineSessionFor = (clientSecret: string): RealtimeSessionPlan | undefined => {
  const minted = registry().get(clientSecret);
  if (!minted || minted.expiresAt * 1000 < Date.now()) return undefined;
  return minted.plan;
};
