/**
 * The second-factor proof as a module of its own, so an endpoint that needs it only now and then (a password
 * reset on a two-factor account) loads it on use: infra/build-functions.ts LAZY_MODULES.
 */
export { proveSecondFactor } from './totp-account.ts';
