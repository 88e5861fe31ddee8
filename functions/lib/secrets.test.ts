import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeSecretsManager } from '#test/fakes/secrets-manager-server.ts';
import { resetConfig } from './config.ts';
import { forgetSecrets, readSecret, SECRET_MAX_AGE_SECONDS } from './secrets.ts';

/** Secrets Manager's GetSecretValue over its JSON API, signed with SigV4, against a fake speaking it. */

const ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:walt-session';
const fake = new FakeSecretsManager();
const saved = { ...process.env };

beforeAll(async () => {
  await fake.start();
});
afterAll(() => fake.stop());
beforeEach(() => {
  Object.assign(process.env, {
    TABLE_NAME: 'walt-test',
    AWS_REGION: 'eu-west-1',
    AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'secret-key-example',
    SECRETS_MANAGER_ENDPOINT: fake.url,
  });
  resetConfig();
  forgetSecrets();
  fake.calls.length = 0;
  fake.secrets.set(ARN, 'the-secret-text');
});
afterEach(() => {
  process.env = { ...saved };
  resetConfig();
  forgetSecrets();
});

describe('readSecret', () => {
  it('reads the secret signed for secretsmanager, and keeps it for SECRET_MAX_AGE_SECONDS', async () => {
    // Act
    const first = await readSecret('SESSION_SECRET_ARN', ARN);
    const second = await readSecret('SESSION_SECRET_ARN', ARN);
    // Assess
    expect([first, second]).toEqual(['the-secret-text', 'the-secret-text']);
    expect(fake.calls).toEqual([ARN]);
    expect(SECRET_MAX_AGE_SECONDS).toBe(300);
  });

  it('retries a server error within the call', async () => {
    // Prepare
    fake.failNext(1, 500);
    // Act
    const value = await readSecret('SESSION_SECRET_ARN', ARN);
    // Assess
    expect(value).toBe('the-secret-text');
    expect(fake.calls).toEqual([ARN, ARN]);
  });

  it('keeps no failure: after a refused fetch the next call asks again', async () => {
    // Prepare
    fake.failNext(1, 400, 'ThrottlingException');
    // Act
    const refusal: Error = await readSecret('SESSION_SECRET_ARN', ARN).catch((error) => error);
    const value = await readSecret('SESSION_SECRET_ARN', ARN);
    // Assess
    expect(refusal.message).toBe('Secrets Manager GetSecretValue answered 400: ThrottlingException');
    expect(value).toBe('the-secret-text');
  });

  it('refuses an empty secret, naming the setting and not the value', async () => {
    // Prepare
    fake.secrets.set(ARN, '   ');
    // Act
    const refusal: Error = await readSecret('SESSION_SECRET_ARN', ARN).catch((error) => error);
    // Assess
    expect(refusal.message).toMatch(/^Invalid configuration: SESSION_SECRET_ARN \(the secret is empty\)/);
  });
});
