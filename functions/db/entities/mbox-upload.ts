import { item } from 'dynamodb-toolbox/schema/item';
import { string } from 'dynamodb-toolbox/schema/string';
import { numbers, strings, timestampAttributes } from '../attributes.ts';
import { entity } from '../on-table.ts';

/**
 * An uploaded mailbox export awaiting processing: its blob key and declared size. Swept by TTL. Listed by
 * user (index `gsi1`, `gmailItemsOfUser`) for the account deletion.
 */
export const MboxUploadEntity = /* @__PURE__ */ (() =>
  entity('mboxUpload', {
    schema: item({
      uploadId: string().key(),
      ...strings('userId', 'blobKey', 'fileName'),
      ...numbers('size', 'ttl'),
      ...timestampAttributes(),
    }),
    key: { partition: ['uploadId'] },
    indexes: { gsi1: { partition: ['userId'], sort: ['uploadId'] } },
  }))();
