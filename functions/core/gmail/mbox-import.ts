import { randomUUID } from 'node:crypto';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { MBOX_MAX_BYTES } from '#shared/schemas/email-insight.ts';
import { GMAIL_TEXTS } from '#shared/texts.ts';
import { MboxUploadEntity } from '../../db/entities/mbox-upload.ts';
import { getItem } from '../../db/read.ts';
import { blobs } from '../../lib/adapters.ts';
import { ConflictError, NotFoundError, PayloadTooLargeError, ValidationError } from '../../lib/errors.ts';
import { MAX_EMAILS_PER_RUN, mboxPrefix } from './constants.ts';
import { scanMbox } from './mbox.ts';
import { involvesContact } from './mime.ts';

/** An uploaded mailbox file is kept this long (to process it with other contacts), then swept. */
export const MBOX_KEEP_SECONDS = 86_400;
const UPLOAD_URL_SECONDS = 3_600;

/** Step 1 of an import: an address the browser uploads the file straight to, bound to its exact size. */
export const createMboxUpload = async (userId: string, fileName: string, size: number) => {
  if (size > MBOX_MAX_BYTES)
    throw new PayloadTooLargeError(GMAIL_TEXTS.mboxTooLarge(MBOX_MAX_BYTES / 1024 ** 3));
  const uploadId = randomUUID();
  const blobKey = `${mboxPrefix(userId)}/${uploadId}.mbox`;
  const now = Date.now();
  await MboxUploadEntity.build(PutItemCommand)
    .item({ uploadId, userId, blobKey, fileName, size, ttl: Math.ceil(now / 1000) + MBOX_KEEP_SECONDS })
    .send();
  const target = await blobs().uploadUrl(blobKey, {
    contentType: 'application/mbox',
    contentLength: size,
    expiresInSeconds: UPLOAD_URL_SECONDS,
  });
  return { uploadId, uploadUrl: target.url, headers: target.headers, maxBytes: MBOX_MAX_BYTES };
};

/**
 * Step 2: the emails of the uploaded file that involve the contact, as `start-end` byte ranges. The file is
 * scanned as it streams (headers only; bodies are skipped), so a file of gigabytes never sits in memory.
 */
export const mboxContactRefs = async (userId: string, uploadId: string, contactEmail: string) => {
  const upload = await getItem(MboxUploadEntity, { uploadId });
  if (!upload || upload.userId !== userId) throw new NotFoundError(GMAIL_TEXTS.mboxNotFound);
  const stored = await blobs().size(upload.blobKey);
  if (stored !== upload.size) throw new ConflictError(GMAIL_TEXTS.mboxNotUploaded);
  const chunks = await blobs().getStream(upload.blobKey);
  if (!chunks) throw new ConflictError(GMAIL_TEXTS.mboxNotUploaded);
  const refs: string[] = [];
  try {
    for await (const message of scanMbox(chunks)) {
      if (involvesContact(message.headers, contactEmail)) refs.push(`${message.start}-${message.end}`);
    }
  } catch (error) {
    if (error instanceof Error && error.message === GMAIL_TEXTS.mboxUnreadable)
      throw new ValidationError(GMAIL_TEXTS.mboxUnreadable);
    throw error;
  }
  // The newest emails come last in a mailbox file; a run takes at most MAX_EMAILS_PER_RUN of them.
  return { refs: refs.slice(-MAX_EMAILS_PER_RUN).reverse(), blobKey: upload.blobKey };
};
