import * as z from 'zod/mini';
import { markUserDeleting } from '../../db/owner-guard.ts';
import { logger } from '../../lib/logger.ts';
import { endAllSessions } from '../auth/sessions.ts';
import { queueJob } from '../jobs/queue-job.ts';

export const ACCOUNT_DELETION_JOB_KIND = 'account-deletion';

export const accountDeletionMessage = z.object({ jobId: z.string().check(z.minLength(1)) });
export type AccountDeletionMessage = z.infer<typeof accountDeletionMessage>;

/** What the job holds until it has run: whose account. */
export const accountDeletionPayload = z.object({ userId: z.string().check(z.minLength(1)) });

/**
 * Closes an account at once and queues the deletion of everything in it (issue 24: a large account is not
 * deleted inside a 30 s request). The job is queued first, so a failed send leaves the account as it was and
 * the request can be made again; then the account is marked as being deleted, which from that moment hides it
 * from sign-in, sessions and the administrators' lists (auth/users.ts), and its sessions end. The job has no
 * owner: the deletion removes the owner's jobs, and this one must outlive it. Kept apart from the deletion
 * itself (run-deletion.ts), so the endpoints that queue it carry none of the deletion's code or grants.
 */
export const queueAccountDeletion = async (userId: string): Promise<void> => {
  const { jobId } = await queueJob(
    { kind: ACCOUNT_DELETION_JOB_KIND, payload: { userId } },
    'deletions',
    'The deletion could not be queued.',
  );
  await markUserDeleting(userId);
  await endAllSessions(userId);
  logger.info('security: account closed, deletion queued', { userId, jobId });
};
