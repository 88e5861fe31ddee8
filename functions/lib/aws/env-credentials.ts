import { type FromEnvInit, fromEnv } from '@aws-sdk/credential-provider-env';

/**
 * Stands in for `@aws-sdk/credential-provider-node` in Lambda bundles (aliased by infra/build-functions.ts).
 * Lambda always hands a function its role's credentials in the environment, so the default chain's SSO, INI,
 * process and IMDS providers are dead weight: dropping them shrinks every bundle and its cold start.
 */
export const defaultProvider = (init: FromEnvInit = {}): ReturnType<typeof fromEnv> => fromEnv(init);
