import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { scrypt } from './passwords.ts';
import { toBase32 } from './totp.ts';

/**
 * Recovery codes of two-factor sign-in (issue 23): ten single-use codes of 80 random bits each, written
 * `xxxx-xxxx-xxxx-xxxx` (16 base32 letters, lowercase), kept only as scrypt hashes.
 *
 * Stored as one string (the user item keeps no set type, see entities/user.ts): a header naming scrypt, its
 * parameters and a salt of the set, then one hash per unused code, space-separated:
 * `scrypt$14$8$1$<salt> <hash> <hash> ...`. One salt per set (fresh at every renewal, never shared between
 * users) keeps a check at one scrypt however many codes are left: a code typed is hashed once and compared
 * with each hash in constant time. N = 2^14, r = 8 (16 MiB, the cost floor the password hashes allow): a
 * guess costs an attacker holding the table millions of times a SHA-256, against 80 random bits; a check stays
 * a few tens of milliseconds, and a new set of ten is hashed in parallel. The parameters travel with
 * the hashes, so they can be raised for new sets. A set stored before (SHA-256 hashes, no header) is still
 * read, until it is renewed or used up.
 */
const COUNT = 10;
const LOG_N = 14;
const R = 8;
const P = 1;
const KEY_BYTES = 16;

/** What a code is hashed as: its letters only, whatever the case, spaces or dashes typed. */
const lettersOf = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Ten new codes, 80 random bits each (10 bytes: exactly 16 base32 letters). */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: COUNT }, () =>
    (toBase32(randomBytes(10)).toLowerCase().match(/.{4}/g) ?? []).join('-'),
  );

const hashWith = async (code: string, header: string): Promise<Buffer | undefined> => {
  const [algorithm, logN, r, p, salt] = header.split('$');
  if (algorithm !== 'scrypt' || !salt) return undefined;
  const N = 2 ** Number(logN);
  return scrypt(lettersOf(code), Buffer.from(salt, 'base64url'), KEY_BYTES, {
    N,
    r: Number(r),
    p: Number(p),
    maxmem: 128 * Number(r) * N * 2,
  });
};

/** The stored form of a new set of codes: the header with a fresh salt, then each code's scrypt hash. */
export const hashRecoveryCodes = async (codes: string[]): Promise<string> => {
  const header = ['scrypt', LOG_N, R, P, randomBytes(16).toString('base64url')].join('$');
  const hashes = await Promise.all(codes.map((code) => hashWith(code, header)));
  return [header, ...hashes.map((hash) => hash?.toString('base64url'))].join(' ');
};

/** How many unused codes a stored set holds. */
export const recoveryCodesLeft = (stored: string | undefined): number =>
  stored ? stored.split(' ').filter((part) => !part.includes('$')).length : 0;

/**
 * Checks a code against a stored set. Answers the set without it (`''` when it was the last one) when it is
 * one of them, and undefined when it is not. The caller writes the rest on the condition that the set is
 * still the one read, so each code works once.
 */
export const withoutRecoveryCode = async (
  stored: string | undefined,
  code: string,
): Promise<string | undefined> => {
  if (!stored) return undefined;
  const parts = stored.split(' ');
  const header = parts[0]?.includes('$') ? parts[0] : undefined;
  const hashes = header ? parts.slice(1) : parts;
  const typed = header ? await hashWith(code, header) : createHash('sha256').update(lettersOf(code)).digest();
  if (!typed) return undefined;
  // Every hash is compared, so the time taken does not tell which one matched.
  let found = -1;
  hashes.forEach((hash, index) => {
    const candidate = Buffer.from(hash, 'base64url');
    if (candidate.length === typed.length && timingSafeEqual(candidate, typed)) found = index;
  });
  if (found < 0) return undefined;
  const left = hashes.filter((_, index) => index !== found);
  if (left.length === 0) return '';
  return (header ? [header, ...left] : left).join(' ');
};
