import { seedFormats } from '#functions/core/formats/seed.ts';
import type { Seed } from '../seed.ts';

/** The baseline formats (Short Story, Photo Book, Postcard, Letter to Family, Biography). */
export const formatsSeed: Seed = {
  name: 'formats',
  apply: async () => {
    await seedFormats();
  },
};
