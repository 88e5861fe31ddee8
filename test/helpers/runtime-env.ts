/**
 * What every test runtime adds to the product's environment: a cheaper scrypt (production parameters are
 * asserted by the unit tests), and the per-address registration limit and the unverified accounts' AI
 * allowance raised, because the suites register hundreds of accounts from 127.0.0.1 and drive them without
 * verifying their email. The tests of those limits (test/integration/auth/abuse-limits.test.ts) set
 * them back to the product's values in their own process.
 */
export const TEST_RUNTIME_ENV: Record<string, string> = {
  SCRYPT_LOG_N: '15',
  REGISTRATIONS_PER_IP_PER_HOUR: '1000000',
  ...Object.fromEntries(
    [
      'REALTIME',
      'ANALYSIS',
      'RESEARCH_ANALYSIS',
      'RESEARCH',
      'SUMMARY',
      'TRANSCRIPTION',
      'ARTEFACT',
      'EMAIL',
    ].map((kind) => [`AI_QUOTA_${kind}_UNVERIFIED`, '1000000']),
  ),
};
