import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { config } from '../../lib/config.ts';

export const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

const KEY_LENGTH = 32;
const R = 8;
const P = 1;
const maxmem = (logN: number) => 128 * R * 2 ** logN * 2;

/** scrypt with OWASP parameters (N=2^17, r=8, p=1); the parameters travel with the hash. */
export const hashPassword = async (password: string): Promise<string> => {
  const logN = config().SCRYPT_LOG_N;
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, {
    N: 2 ** logN,
    r: R,
    p: P,
    maxmem: maxmem(logN),
  });
  return ['scrypt', logN, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [algorithm, logNText, rText, pText, saltText, keyText] = stored.split('$');
  if (algorithm !== 'scrypt' || !saltText || !keyText) return false;
  const logN = Number(logNText);
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await scrypt(
    password.normalize('NFKC'),
    Buffer.from(saltText, 'base64url'),
    expected.length,
    {
      N: 2 ** logN,
      r: Number(rText),
      p: Number(pText),
      maxmem: maxmem(logN),
    },
  );
  return timingSafeEqual(actual, expected);
};

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown email cannot be told apart by timing. */
export const burnPasswordCheck = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(password, await dummyHash);
};
