import { seedJourneys } from '#functions/core/journeys/seed.ts';
import type { Seed } from '../seed.ts';

/** The featured journeys (after the paths, which the life story journey uses). */
export const journeysSeed: Seed = {
  name: 'journeys',
  apply: async () => {
    await seedJourneys();
  },
};
