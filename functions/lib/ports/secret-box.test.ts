import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakeKms } from '#test/fakes/kms-server.ts';
import { resetConfig } from '../config.ts';
import { secretBox } from './secret-box.ts';

const seal = (plaintext: string, userId: string) => secretBox().seal(plaintext, userId);
const unseal = (sealed: string, userId: string) => secretBox().open(sealed, userId);

const TOKEN = '1//0refresh-token-from-google';
const setEnv = (values: Record<string, string | undefined>) => {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfig();
};

const kms = new FakeKms();
beforeAll(async () => {
  await kms.start();
});
afterAll(() => kms.stop());
afterEach(() => setEnv({ KMS_KEY_ID: undefined, KMS_ENDPOINT: undefined, LOCAL_SEALING_KEY: undefined }));

describe('sealing a refresh token locally', () => {
  it('opens only for the same user, and never shows the token', async () => {
    setEnv({ TABLE_NAME: 'walt', LOCAL_SEALING_KEY: randomBytes(32).toString('base64url') });
    const sealed = await seal(TOKEN, 'user-1');
    expect(sealed).toMatch(/^local\./);
    expect(sealed).not.toContain(TOKEN);
    expect(await unseal(sealed, 'user-1')).toBe(TOKEN);
    await expect(unseal(sealed, 'user-2')).rejects.toThrow();
    expect(await seal(TOKEN, 'user-1')).not.toBe(sealed);
  });

  it('refuses to seal without a key rather than store the token in the clear', async () => {
    setEnv({ TABLE_NAME: 'walt', LOCAL_SEALING_KEY: undefined });
    await expect(seal(TOKEN, 'user-1')).rejects.toThrow(/KMS_KEY_ID, LOCAL_SEALING_KEY/);
  });
});

describe('sealing with KMS', () => {
  it('encrypts under the key with the user id as encryption context, through signed KMS calls', async () => {
    setEnv({
      TABLE_NAME: 'walt',
      AWS_REGION: 'eu-west-2',
      AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'secret',
      KMS_KEY_ID: kms.keyId,
      KMS_ENDPOINT: kms.url,
    });
    const sealed = await seal(TOKEN, 'user-1');
    expect(sealed).toMatch(/^kms\./);
    expect(sealed).not.toContain(TOKEN);
    expect(kms.calls.at(-1)).toMatchObject({
      action: 'Encrypt',
      scope: 'kms/eu-west-2',
      body: { KeyId: kms.keyId, EncryptionContext: { userId: 'user-1' } },
    });
    expect(await unseal(sealed, 'user-1')).toBe(TOKEN);
    expect(kms.calls.at(-1)).toMatchObject({
      action: 'Decrypt',
      body: { EncryptionContext: { userId: 'user-1' } },
    });
    await expect(unseal(sealed, 'user-2')).rejects.toThrow(
      /KMS Decrypt answered 400: InvalidCiphertextException/,
    );
  });
});
