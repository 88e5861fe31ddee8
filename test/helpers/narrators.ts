import { type Session, signedInClient } from './api.ts';

/**
 * Two narrators signed in side by side, Ada and Bob, each with an account and a cookie jar of their own.
 * Most suites use the pair to prove ownership both ways: Bob can neither read nor change Ada's material.
 */
export const twoNarrators = (): Promise<[ada: Session, bob: Session]> =>
  Promise.all([signedInClient(), signedInClient({ name: 'Bob Builder' })]);
