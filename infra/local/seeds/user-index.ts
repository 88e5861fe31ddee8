import { backfillUserIndex } from '#functions/core/admin/backfill-user-index.ts';
import type { Seed } from '../seed.ts';

/** Accounts made before the admin list's role and transcripts indexes get their keys (idempotent). */
export const userIndexSeed: Seed = {
  name: 'user-index',
  apply: async () => {
    await backfillUserIndex();
  },
};
