import { seedPaths } from '#functions/core/paths/seed.ts';
import type { Seed } from '../seed.ts';

/** The four guided conversation sections' paths (the same function production runs). */
export const pathsSeed: Seed = {
  name: 'paths',
  apply: async () => {
    await seedPaths();
  },
};
