import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeSecretsManager } from '#test/fakes/secrets-manager-server.ts';
import { resetConfig } from '../../lib/config.ts';
import { forgetSecrets } from '../../lib/secrets.ts';
import { resetSigningKey, sessionSigningKey } from './signing-key.ts';

const secrets = new FakeSecretsManager();
beforeAll(async () => {
  await secrets.start();
});
afterAll(() => secrets.stop());

const ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:walt-session';
const SECRET = 's'.repeat(48);
const saved = { ...process.env };

beforeEach(() => {
  Object.assign(process.env, {
    TABLE_NAME: 'walt-test',
    SESSION_SECRET_ARN: ARN,
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'secret-key-example',
    SECRETS_MANAGER_ENDPOINT: secrets.url,
  });
  delete process.env.SESSION_SECRET;
  resetConfig();
  resetSigningKey();
  forgetSecrets();
  secrets.calls.length = 0;
  secrets.secrets.set(ARN, SECRET);
});
afterEach(() => {
  process.env = { ...saved };
  resetConfig();
  resetSigningKey();
  forgetSecrets();
});

describe('sessionSigningKey', () => {
  it('reads the key from Secrets Manager, cached for a few minutes', async () => {
    // Act
    const key = await sessionSigningKey();
    resetSigningKey();
    await sessionSigningKey();
    // Assess
    expect(new TextDecoder().decode(key)).toBe(SECRET);
    expect(secrets.calls).toEqual([ARN]);
  });

  it('fetches again after a failed fetch instead of failing for the life of the container', async () => {
    // Prepare
    secrets.failNext(1, 400, 'ThrottlingException');
    // Act
    const first = sessionSigningKey();
    await expect(first).rejects.toThrow('ThrottlingException');
    const second = await sessionSigningKey();
    // Assess
    expect(new TextDecoder().decode(second)).toBe(SECRET);
    expect(secrets.calls).toHaveLength(2);
  });

  it('prefers the key in the environment and then asks no secret store', async () => {
    // Prepare
    process.env.SESSION_SECRET = 'e'.repeat(32);
    resetConfig();
    // Act
    const key = await sessionSigningKey();
    // Assess
    expect(new TextDecoder().decode(key)).toBe('e'.repeat(32));
    expect(secrets.calls).toEqual([]);
  });

  it('refuses a secret too short to sign with, naming the setting but not the value', async () => {
    // Prepare
    secrets.secrets.set(ARN, 'tiny-leaked-value');
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
