import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { timestampAttributes } from '../attributes.ts';
import { onTable } from '../on-table.ts';

/**
 * An uploaded mailbox export awaiting processing: its blob key and declared size. Swept by TTL. Listed by
 * user (index `gsi1`, `gmailItemsOfUser`) for the account deletion.
 */
export const MboxUploadEntity = /* @__PURE__ */ (() =>
  new Entity(
    onTable('mboxUpload', {
      schema: item({
        uploadId: string().key(),
        userId: string(),
        blobKey: string(),
        fileName: string(),
        size: number(),
        ttl: number(),
        ...timestampAttributes(),
      }),
      key: { partition: ['uploadId'] },
      indexes: { gsi1: { partition: ['userId'], sort: ['uploadId'] } },
    }),
  ))();
