import { totpCodeAt } from '#functions/core/auth/totp.ts';

/**
 * The authenticator secret of every administrator the tests make (base32, 20 bytes). An administrator must
 * have two-factor sign-in on to reach any admin route (issue 23, M7), so the tests' administrators have it,
 * with a secret the tests know, and can sign in again with `testTotpCode()`.
 */
export const TEST_TOTP_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

/** The code of TEST_TOTP_SECRET at `now`. */
export const testTotpCode = (now = Date.now()): string => totpCodeAt(TEST_TOTP_SECRET, now);
