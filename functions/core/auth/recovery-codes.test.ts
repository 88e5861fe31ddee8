import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  hashRecoveryCodes,
  newRecoveryCodes,
  recoveryCodesLeft,
  withoutRecoveryCode,
} from './recovery-codes.ts';
import { fromBase32 } from './totp.ts';

describe('recovery codes', () => {
  it('are ten different codes of 80 random bits, written xxxx-xxxx-xxxx-xxxx', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);
      // 16 base32 letters are 80 bits: 10 whole random bytes.
      expect(fromBase32(code.replace(/-/g, ''))).toHaveLength(10);
    }
  });

  it('are stored as scrypt hashes under a salt of their own set, never as the codes or a fast hash', async () => {
    const codes = newRecoveryCodes();
    const stored = await hashRecoveryCodes(codes);
    const [header = '', ...hashes] = stored.split(' ');
    expect(header).toMatch(/^scrypt\$14\$8\$1\$[\w-]{22}$/);
    expect(hashes).toHaveLength(10);
    expect(recoveryCodesLeft(stored)).toBe(10);
    for (const code of codes) {
      const letters = code.replace(/-/g, '');
      expect(stored).not.toContain(letters.slice(0, 8));
      expect(stored).not.toContain(createHash('sha256').update(letters).digest('base64url'));
    }
    // The same codes stored again get another salt, so other hashes.
    const again = await hashRecoveryCodes(codes);
    expect(again.split(' ')[1]).not.toBe(hashes[0]);
  });

  it('takes each code once, whatever the case, spaces or dashes, and nothing else', async () => {
    const codes = newRecoveryCodes();
    const stored = await hashRecoveryCodes(codes);
    const [first = '', second = ''] = codes;
    const typed = ` ${first.toUpperCase().replace(/-/g, ' ')} `;
    const left = await withoutRecoveryCode(stored, typed);
    expect(left).toBeDefined();
    expect(recoveryCodesLeft(left)).toBe(9);
    expect(await withoutRecoveryCode(left, first)).toBeUndefined();
    expect(await withoutRecoveryCode(left, second)).toBeDefined();
    expect(await withoutRecoveryCode(stored, 'aaaa-bbbb-cccc-dddd')).toBeUndefined();
    expect(await withoutRecoveryCode(undefined, first)).toBeUndefined();
  });

  it('answers an empty set once the last code is used', async () => {
    const [only = ''] = newRecoveryCodes();
    const stored = await hashRecoveryCodes([only]);
    expect(await withoutRecoveryCode(stored, only)).toBe('');
  });

  it('still reads a set stored before, as SHA-256 hashes, until it is renewed', async () => {
    const legacy = ['abcde-fghij', 'klmno-pqrst'];
    const stored = legacy
      .map((code) => createHash('sha256').update(code.replace('-', '')).digest('base64url'))
      .join(' ');
    const left = await withoutRecoveryCode(stored, 'ABCDE FGHIJ');
    expect(left).toBe(stored.split(' ')[1]);
    expect(await withoutRecoveryCode(stored, 'zzzzz-zzzzz')).toBeUndefined();
  });

  it('checks a code with one scrypt whatever the number of codes left', async () => {
    const codes = newRecoveryCodes();
    const stored = await hashRecoveryCodes(codes);
    const last = codes.at(-1) ?? '';
    const started = performance.now();
    await withoutRecoveryCode(stored, 'aaaa-bbbb-cccc-dddd');
    const wrong = performance.now() - started;
    const again = performance.now();
    await withoutRecoveryCode(stored, last);
    const right = performance.now() - again;
    // One scrypt at N=2^14 takes tens of milliseconds; ten of them would take ten times as long.
    expect(Math.max(wrong, right)).toBeLessThan(1_500);
  });
});
