import { beforeEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../../lib/config.ts';
import { isCommonPassword } from './common-passwords.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

beforeEach(() => {
  process.env.TABLE_NAME = 'walt-test';
  delete process.env.SCRYPT_LOG_N;
  resetConfig();
});

describe('passwords', () => {
  it('hashes with scrypt at OWASP parameters (N=2^17, r=8, p=1) stored with the hash', async () => {
    const hash = await hashPassword('a quiet river bend');
    const [algorithm, logN, r, p, salt, key] = hash.split('$');
    expect([algorithm, logN, r, p]).toEqual(['scrypt', '17', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64url')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64url')).toHaveLength(32);
    expect(await verifyPassword('a quiet river bend', hash)).toBe(true);
    expect(await verifyPassword('a quiet river bent', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    process.env.SCRYPT_LOG_N = '14';
    resetConfig();
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('verifies with the parameters stored in the hash, not the current ones', async () => {
    process.env.SCRYPT_LOG_N = '14';
    resetConfig();
    const old = await hashPassword('still my password');
    process.env.SCRYPT_LOG_N = '15';
    resetConfig();
    expect(await verifyPassword('still my password', old)).toBe(true);
  });

  it('rejects malformed stored hashes', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
  });

  it('knows common passwords', async () => {
    expect(await isCommonPassword('password123')).toBe(true);
    expect(await isCommonPassword('Password123')).toBe(true);
    expect(await isCommonPassword('walt-remembers-the-harbour-1962')).toBe(false);
  });
});
