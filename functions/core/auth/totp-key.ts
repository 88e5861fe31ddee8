import { hkdfSync } from 'node:crypto';
import { ConfigError, config } from '../../lib/config.ts';
import { readSecret } from '../../lib/secrets.ts';

const MIN_SECRET_CHARS = 32;
let derived: { secret: string; key: Buffer } | undefined;

/**
 * The key that seals TOTP secrets at rest: HKDF-SHA256 of a secret of its own (issue 23), never the session
 * signing key, so neither key opens what the other protects. From TOTP_SECRET locally (the runtime keeps one
 * under .data/), from Secrets Manager in production (TOTP_SECRET_ARN, granted only to the two-factor endpoints:
 * infra/routes.ts `secrets: ['totp']`).
 */
export const totpSealingKey = async (): Promise<Buffer> => {
  const { TOTP_SECRET, TOTP_SECRET_ARN } = config();
  let secret = TOTP_SECRET;
  if (!secret) {
    if (!TOTP_SECRET_ARN) throw new ConfigError(['TOTP_SECRET', 'TOTP_SECRET_ARN'], 'one is required');
    secret = await readSecret('TOTP_SECRET_ARN', TOTP_SECRET_ARN);
    if (secret.length < MIN_SECRET_CHARS)
      throw new ConfigError(['TOTP_SECRET_ARN'], `the secret is shorter than ${MIN_SECRET_CHARS} characters`);
  }
  if (derived?.secret !== secret)
    derived = {
      secret,
      key: Buffer.from(hkdfSync('sha256', secret, new Uint8Array(0), 'walt totp secret v2', 32)),
    };
  return derived.key;
};
