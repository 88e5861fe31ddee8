import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A random key kept in a file under .data/ (owner-only), or a fresh one per run when nothing persists. */
export const localKey = (dataDir: string, inMemory: boolean, name: string, bytes: number): string => {
  if (inMemory) return randomBytes(bytes).toString('base64url');
  const file = join(dataDir, name);
  if (!existsSync(file)) writeFileSync(file, randomBytes(bytes).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
};

/**
 * The local runtime's keys, each of its own as the production secrets are, and each kept once under .data/
 * unless the environment gives it: the session signing key, the key that seals TOTP secrets
 * (functions/core/auth/totp-key.ts) and the stand-in for KMS (functions/lib/ports/secret-box-local.ts).
 */
export const localSecrets = (
  dataDir: string,
  inMemory: boolean,
  env: Record<string, string | undefined> = process.env,
): { SESSION_SECRET: string; TOTP_SECRET: string; LOCAL_SEALING_KEY: string } => ({
  SESSION_SECRET: env.SESSION_SECRET ?? localKey(dataDir, inMemory, 'session-secret', 48),
  TOTP_SECRET: env.TOTP_SECRET ?? localKey(dataDir, inMemory, 'totp-secret', 48),
  LOCAL_SEALING_KEY: env.LOCAL_SEALING_KEY ?? localKey(dataDir, inMemory, 'sealing-key', 32),
});
