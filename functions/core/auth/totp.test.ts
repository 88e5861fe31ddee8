import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetConfig } from '../../lib/config.ts';
import { resetSigningKey } from './signing-key.ts';
import {
  fromBase32,
  newTotpSecret,
  openTotpSecret,
  otpauthUrl,
  sealTotpSecret,
  toBase32,
  totpCodeAt,
  totpStepOf,
} from './totp.ts';

/** RFC 6238 appendix B, SHA-1: the key is the ASCII of "12345678901234567890"; the last 6 of the 8 digits. */
const RFC_KEY = toBase32(Buffer.from('12345678901234567890'));
const RFC_VECTORS: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
  [20000000000, '353130'],
];

const saved = { ...process.env };
beforeAll(() => {
  Object.assign(process.env, {
    TABLE_NAME: 'walt-test',
    SESSION_SECRET: 's'.repeat(48),
    TOTP_SECRET: 't'.repeat(48),
  });
  resetConfig();
  resetSigningKey();
});
afterAll(() => {
  process.env = { ...saved };
  resetConfig();
  resetSigningKey();
});

describe('TOTP (RFC 6238: SHA-1, 6 digits, 30 s)', () => {
  it.each(RFC_VECTORS)('gives the RFC code at %i s', (seconds, code) => {
    expect(totpCodeAt(RFC_KEY, seconds * 1000)).toBe(code);
  });

  it('agrees with the otpauth library on a new secret, as an authenticator app would compute it', () => {
    const secret = newTotpSecret();
    const app = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
    for (const timestamp of [0, 1_700_000_000_000, Date.now()])
      expect(totpCodeAt(secret, timestamp)).toBe(app.generate({ timestamp }));
  });

  it('accepts the codes of the step before, this and the next, and names their step; refuses the rest', () => {
    const now = 1_111_111_111_000;
    const step = Math.floor(now / 30_000);
    const at = (offset: number) => totpCodeAt(RFC_KEY, now + offset * 30_000);
    expect([-1, 0, 1].map((offset) => totpStepOf(RFC_KEY, at(offset), now))).toEqual([
      step - 1,
      step,
      step + 1,
    ]);
    expect(totpStepOf(RFC_KEY, at(-2), now)).toBeUndefined();
    expect(totpStepOf(RFC_KEY, at(2), now)).toBeUndefined();
    expect(totpStepOf(RFC_KEY, 'abcdef', now)).toBeUndefined();
  });

  it('makes 160-bit base32 secrets that round-trip', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(fromBase32(secret)).toHaveLength(20);
    expect(toBase32(fromBase32(secret))).toBe(secret);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('writes the otpauth link apps read', () => {
    expect(otpauthUrl('JBSWY3DPEHPK3PXP', 'ada@example.com')).toBe(
      'otpauth://totp/Walt:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Walt&algorithm=SHA1&digits=6&period=30',
    );
  });
});

describe('sealing a secret at rest', () => {
  it('opens for the same user only, and a changed byte is refused', async () => {
    const secret = newTotpSecret();
    const sealed = await sealTotpSecret(secret, 'user-1');
    expect(sealed).toMatch(/^v2\./);
    expect(sealed).not.toContain(secret);
    expect(await openTotpSecret(sealed, 'user-1')).toBe(secret);
    await expect(openTotpSecret(sealed, 'user-2')).rejects.toThrow();
    const tampered = `${sealed.slice(0, -2)}${sealed.at(-2) === 'A' ? 'B' : 'A'}${sealed.slice(-1)}`;
    await expect(openTotpSecret(tampered, 'user-1')).rejects.toThrow();
  });
});
