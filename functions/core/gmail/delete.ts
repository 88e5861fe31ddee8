import { DeleteItemCommand } from 'dynamodb-toolbox/entity/actions/delete';
import { deleteAll } from '../../db/batch.ts';
import { deleteQueried } from '../../db/delete-queried.ts';
import { GmailConnectionEntity } from '../../db/entities/gmail-connection.ts';
import { GmailJobEntity, gmailJobsOfUser } from '../../db/entities/gmail-job.ts';
import { GmailJobItemEntity, itemsOfGmailJob } from '../../db/entities/gmail-job-item.ts';
import { GmailOAuthStateEntity, gmailItemsOfUser } from '../../db/entities/gmail-oauth-state.ts';
import { GmailQuotaEntity } from '../../db/entities/gmail-quota.ts';
import { MboxUploadEntity } from '../../db/entities/mbox-upload.ts';
import { queryAll } from '../../db/read.ts';
import { blobs } from '../../lib/adapters.ts';
import { mboxPrefix } from './constants.ts';
import { deleteInsights } from './insights.ts';

/**
 * Everything Gmail-related of one account, for its deletion: the link (its sealed token), sign-ins under way,
 * insights, runs and their markers, the quota schedule, uploads and their mailbox files. Revoking at Google
 * is the caller's choice (the account deletion does it first, tolerantly).
 */
export const deleteGmailData = async (userId: string): Promise<void> => {
  await GmailConnectionEntity.build(DeleteItemCommand).key({ userId }).send();
  await deleteQueried(
    GmailOAuthStateEntity,
    gmailItemsOfUser(userId, 'gmailOAuthState'),
    ({ stateHash }) => ({ stateHash }),
    { attributes: ['stateHash'] },
  );
  await deleteInsights(userId);
  const runs = await queryAll(GmailJobEntity, gmailJobsOfUser(userId), { attributes: ['gmailJobId'] });
  for (const { gmailJobId } of runs) {
    await deleteQueried(
      GmailJobItemEntity,
      itemsOfGmailJob(gmailJobId),
      ({ itemKey }) => ({ gmailJobId, itemKey }),
      {
        attributes: ['itemKey'],
      },
    );
  }
  await deleteAll(
    GmailJobEntity,
    runs.map(({ gmailJobId }) => ({ gmailJobId })),
  );
  await GmailQuotaEntity.build(DeleteItemCommand).key({ userId }).send();
  await deleteQueried(
    MboxUploadEntity,
    gmailItemsOfUser(userId, 'mboxUpload'),
    ({ uploadId }) => ({ uploadId }),
    {
      attributes: ['uploadId'],
    },
  );
  await blobs().deletePrefix(mboxPrefix(userId));
};
