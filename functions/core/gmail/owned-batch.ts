import { JOB_TEXTS } from '#shared/texts.ts';
import { deleteAll, getAll } from '../../db/batch.ts';
import { EmailInsightEntity } from '../../db/entities/email-insight.ts';
import { GmailJobEntity } from '../../db/entities/gmail-job.ts';
import { GmailJobItemEntity } from '../../db/entities/gmail-job-item.ts';
import { keepWhileOwnerAlive, ownerAlive } from '../../db/owner-alive.ts';
import { PermanentJobError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { processBatch } from './batch.ts';
import { insightIdOf } from './insights.ts';
import type { BatchMessage } from './jobs.ts';

/**
 * What a batch may have written for an account deleted while it ran: its insights (named by the run's marker
 * of each email, and for Gmail by the email's id too), those markers, and the run's row if anything wrote it
 * again. The rest of the account's Gmail items are the deletion's, never the
 * batch's. Keyed reads and writes only, so the worker's bundle carries no query or delete action.
 */
const removeWhatTheBatchWrote = async (message: BatchMessage): Promise<void> => {
  const { gmailJobId, userId, source } = message;
  const markers = await getAll(
    GmailJobItemEntity,
    message.refs.map((itemKey) => ({ gmailJobId, itemKey })),
  );
  const insightIds = new Set(markers.flatMap((marker) => (marker.insightId ? [marker.insightId] : [])));
  if (source === 'gmail') for (const ref of message.refs) insightIds.add(insightIdOf(userId, source, ref));
  await deleteAll(
    EmailInsightEntity,
    [...insightIds].map((insightId) => ({ insightId })),
  );
  await deleteAll(
    GmailJobItemEntity,
    message.refs.map((itemKey) => ({ gmailJobId, itemKey })),
  );
  await deleteAll(GmailJobEntity, [{ gmailJobId }]);
};

/**
 * One batch of a contact run, kept only while its account exists (ASVS M3). The batch's writes follow paid
 * summaries and span several items, so they cannot join a transaction with the owner check: the batch runs,
 * then asks whether the account still exists and is not being deleted, and when it is not, removes what it
 * wrote (db/owner-alive.ts, `keepWhileOwnerAlive`). Each insight is checked as it is written too
 * (`storeInsight`), so the lanes still summarising when one fails write nothing after the deletion started. A
 * batch of an account already gone does nothing.
 */
export const processBatchWhileOwned = async (message: BatchMessage): Promise<{ processed: number }> => {
  const owner = { userId: message.userId };
  if (!(await ownerAlive(owner))) throw new PermanentJobError(JOB_TEXTS.ownerDeleted);
  const kept = await keepWhileOwnerAlive(
    owner,
    () => processBatch(message),
    () => removeWhatTheBatchWrote(message),
  );
  if (kept) return kept;
  logger.info('gmail batch finished after its account was deleted; nothing kept', { jobId: message.jobId });
  throw new PermanentJobError(JOB_TEXTS.ownerDeleted);
};
