import { PermanentJobError } from '../../lib/errors.ts';
import { clearJobPayload, type JobRecord } from '../jobs/jobs.ts';
import { deleteUserEverything } from './delete-user.ts';
import { type AccountDeletionMessage, accountDeletionPayload } from './queued-deletion.ts';

/**
 * The deletions queue's work: everything of the account (delete-user.ts), which a retry can finish. The job
 * then forgets whose account it was, so nothing in the table names the person any more.
 */
export const runAccountDeletion = async (_message: AccountDeletionMessage, job: JobRecord): Promise<void> => {
  const payload = accountDeletionPayload.safeParse(job.payload);
  if (!payload.success) throw new PermanentJobError('The deletion job names no account.');
  await deleteUserEverything(payload.data.userId);
  await clearJobPayload(job.jobId);
};
