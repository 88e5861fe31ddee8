import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../../lib/config.ts';
import { resetSigningKey } from './signing-key.ts';
import { newTotpSecret, openTotpSecret, sealTotpSecret } from './totp.ts';

/**
 * Issue 23: the TOTP secrets are sealed under a key of their own (TOTP_SECRET / TOTP_SECRET_ARN), not one
 * derived from the session signing key; secrets sealed before (`v1.`) still open.
 */
const SESSION = 's'.repeat(48);
const TOTP = 't'.repeat(48);

const saved = { ...process.env };
const useEnv = (env: Record<string, string | undefined>) => {
  process.env = { ...saved, TABLE_NAME: 'walt-test', ...env };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete process.env[name];
  resetConfig();
  resetSigningKey();
};
beforeEach(() => useEnv({ SESSION_SECRET: SESSION, TOTP_SECRET: TOTP, TOTP_SECRET_ARN: undefined }));
afterEach(() => {
  process.env = { ...saved };
  resetConfig();
  resetSigningKey();
});

/** How a secret was sealed before issue 23: under HKDF of the session signing key, `v1.`. */
const sealV1 = (secret: string, userId: string, sessionSecret: string): string => {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, new Uint8Array(0), 'walt totp secret v1', 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(userId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
};

describe('the TOTP sealing key', () => {
  it('is its own secret: a changed session key still opens, a changed TOTP key does not', async () => {
    const secret = newTotpSecret();
    const sealed = await sealTotpSecret(secret, 'user-1');
    expect(sealed).toMatch(/^v2\./);
    useEnv({ SESSION_SECRET: 'x'.repeat(48), TOTP_SECRET: TOTP });
    expect(await openTotpSecret(sealed, 'user-1')).toBe(secret);
    useEnv({ SESSION_SECRET: SESSION, TOTP_SECRET: 'y'.repeat(48) });
    await expect(openTotpSecret(sealed, 'user-1')).rejects.toThrow();
  });

  it('is not derived from the session key: the session key alone cannot open a new seal', async () => {
    const secret = newTotpSecret();
    const sealed = await sealTotpSecret(secret, 'user-1');
    // The same seal with its version set back to v1 would be opened with the session key's derivation.
    await expect(openTotpSecret(sealed.replace(/^v2\./, 'v1.'), 'user-1')).rejects.toThrow();
  });

  it('still opens a secret sealed before it existed (v1, under the session key)', async () => {
    const secret = newTotpSecret();
    expect(await openTotpSecret(sealV1(secret, 'user-1', SESSION), 'user-1')).toBe(secret);
  });

  it('is required: without TOTP_SECRET or TOTP_SECRET_ARN nothing is sealed, the error names both', async () => {
    useEnv({ SESSION_SECRET: SESSION, TOTP_SECRET: undefined, TOTP_SECRET_ARN: undefined });
    await expect(sealTotpSecret(newTotpSecret(), 'user-1')).rejects.toThrow(
      'Invalid configuration: TOTP_SECRET, TOTP_SECRET_ARN',
    );
  });
});
