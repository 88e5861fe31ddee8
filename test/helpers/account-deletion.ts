import { expect } from 'vitest';
import { ACCOUNT_DELETION_JOB_KIND } from '#functions/core/account/queued-deletion.ts';
import { everyItem } from '#test/integration/admin/admin-fixtures.ts';

/** Deletion jobs still to run (the account closes at once; the deletions queue removes what was in it). */
const deletionsUnderWay = async (): Promise<number> =>
  (await everyItem()).filter(
    (item) =>
      item.__edb_e__ === 'job' &&
      item.kind === ACCOUNT_DELETION_JOB_KIND &&
      item.status !== 'completed' &&
      item.status !== 'failed',
  ).length;

/** Waits until every queued account deletion has run (the runtime's in-process deletions queue). */
export const deletionsFinished = async (): Promise<void> => {
  await expect.poll(deletionsUnderWay, { timeout: 30_000, interval: 200 }).toBe(0);
};
