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

/** Every stored item that names one of the ids (attempt counters and AI quotas keep an id until their TTL). */
export const itemsNaming = async (...ids: string[]) =>
  (await everyItem()).filter((item) => {
    if (['rateLimit', 'aiQuota'].includes(String(item.__edb_e__))) return false;
    const text = JSON.stringify(item);
    return ids.some((id) => text.includes(id));
  });

/** Waits until every queued account deletion has run (the runtime's in-process deletions queue). */
export const deletionsFinished = async (): Promise<void> => {
  await expect.poll(deletionsUnderWay, { timeout: 30_000, interval: 200 }).toBe(0);
};
