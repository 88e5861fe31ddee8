import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfig } from '../../lib/config.ts';
import { SECRET_MAX_AGE_SECONDS } from '../../lib/secrets.ts';

const getSecret = vi.hoisted(() => vi.fn());
vi.mock('@aws-lambda-powertools/parameters/secrets', () => ({ getSecret }));

const { resetSigningKey, sessionSigningKey } = await import('./signing-key.ts');

const ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:walt-session';
const SECRET = 's'.repeat(48);
const saved = { ...process.env };

beforeEach(() => {
  Object.assign(process.env, { TABLE_NAME: 'walt-test', SESSION_SECRET_ARN: ARN });
  delete process.env.SESSION_SECRET;
  resetConfig();
  resetSigningKey();
});
afterEach(() => {
  process.env = { ...saved };
  resetConfig();
  resetSigningKey();
  getSecret.mockReset();
});

describe('sessionSigningKey', () => {
  it('reads the key from Secrets Manager through Parameters, cached for a few minutes', async () => {
    // Prepare
    getSecret.mockResolvedValue(SECRET);
    // Act
    const key = await sessionSigningKey();
    // Assess
    expect(new TextDecoder().decode(key)).toBe(SECRET);
    expect(getSecret).toHaveBeenCalledWith(ARN, { maxAge: SECRET_MAX_AGE_SECONDS });
  });

  it('fetches again after a failed fetch instead of failing for the life of the container', async () => {
    // Prepare
    getSecret.mockRejectedValueOnce(new Error('Secrets Manager is throttling')).mockResolvedValue(SECRET);
    // Act
    const first = sessionSigningKey();
    await expect(first).rejects.toThrow('throttling');
    const second = await sessionSigningKey();
    // Assess
    expect(new TextDecoder().decode(second)).toBe(SECRET);
    expect(getSecret).toHaveBeenCalledTimes(2);
  });

  it('prefers the key in the environment and then asks no secret store', async () => {
    // Prepare
    process.env.SESSION_SECRET = 'e'.repeat(32);
    resetConfig();
    // Act
    const key = await sessionSigningKey();
    // Assess
    expect(new TextDecoder().decode(key)).toBe('e'.repeat(32));
    expect(getSecret).not.toHaveBeenCalled();
  });

  it('refuses a secret too short to sign with, naming the setting but not the value', async () => {
    // Prepare
    getSecret.mockResolvedValue('tiny-leaked-value');
    // Act
    const refusal: Error = await sessionSigningKey().catch((error) => error);
    // Assess
    expect(refusal.message).toMatch(/^Invalid configuration: SESSION_SECRET_ARN \(/);
    expect(refusal.message).not.toContain('tiny-leaked-value');
  });

  it('names both settings when neither is set', async () => {
    // Prepare
    delete process.env.SESSION_SECRET_ARN;
    resetConfig();
    // Act
    const attempt = sessionSigningKey();
    // Assess
    await expect(attempt).rejects.toThrow('Invalid configuration: SESSION_SECRET, SESSION_SECRET_ARN');
  });
});
