import { ConfigError, config } from '../../lib/config.ts';
import { readSecret } from '../../lib/secrets.ts';

const MIN_SECRET_CHARS = 32;
const encoder = new TextEncoder();
let encoded: { secret: string; key: Uint8Array } | undefined;

/**
 * The session signing key: from the environment locally, from Secrets Manager in production (through
 * lib/secrets.ts: reused for a few minutes, fetched again after a failure instead of failing for good).
 */
export const sessionSigningKey = async (): Promise<Uint8Array> => {
  const { SESSION_SECRET, SESSION_SECRET_ARN } = config();
  let secret = SESSION_SECRET;
  if (!secret) {
    if (!SESSION_SECRET_ARN)
      throw new ConfigError(['SESSION_SECRET', 'SESSION_SECRET_ARN'], 'one is required');
    secret = await readSecret('SESSION_SECRET_ARN', SESSION_SECRET_ARN);
    if (secret.length < MIN_SECRET_CHARS)
      throw new ConfigError(
        ['SESSION_SECRET_ARN'],
        `the secret is shorter than ${MIN_SECRET_CHARS} characters`,
      );
  }
  if (encoded?.secret !== secret) encoded = { secret, key: encoder.encode(secret) };
  return encoded.key;
};

/** Forgets the encoded key (tests and the local runtime change SESSION_SECRET between runs). */
export const resetSigningKey = (): void => {
  encoded = undefined;
};
