import { beforeAll, expect } from 'vitest';
import type { Story } from '#shared/schemas/story.ts';
import { type Session, signedInClient } from './api.ts';

/**
 * Two narrators signed in side by side, Ada and Bob, each with an account and a cookie jar of their own.
 * Most suites use the pair to prove ownership both ways: Bob can neither read nor change Ada's material.
 */
export const twoNarrators = (): Promise<[ada: Session, bob: Session]> =>
  Promise.all([signedInClient(), signedInClient({ name: 'Bob Builder' })]);

/**
 * Ada and Bob for a whole file (or describe block), signed in in beforeAll. The two objects are filled in
 * then, so a file may take them at its top and use them in its tests.
 */
export const withTwoNarrators = (): { ada: Session; bob: Session } => {
  const ada = {} as Session;
  const bob = {} as Session;
  beforeAll(async () => {
    const [signedInAda, signedInBob] = await twoNarrators();
    Object.assign(ada, signedInAda);
    Object.assign(bob, signedInBob);
  });
  return { ada, bob };
};

/** A story the session's narrator starts through the API (201 expected), as the API answers it. */
export const postStory = async (session: Session, body: Record<string, unknown>): Promise<Story> => {
  const answer = await session.client.post<Story>('/api/stories', body);
  expect(answer.status).toBe(201);
  return answer.body;
};
