import { randomUUID } from 'node:crypto';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { MBOX_MAX_BYTES } from '#shared/schemas/email-insight.ts';
import { GMAIL_TEXTS, STORAGE_TEXTS } from '#shared/texts.ts';
import { gmailItemsOfUser } from '../../db/entities/gmail-oauth-state.ts';
import { MboxUploadEntity } from '../../db/entities/mbox-upload.ts';
import { getItem, queryAll } from '../../db/read.ts';
import { blobs } from '../../lib/adapters.ts';
import { storageCaps } from '../../lib/config.ts';
import { ConflictError, NotFoundError, PayloadTooLargeError, ValidationError } from '../../lib/errors.ts';
import { withLock } from '../locks/locks.ts';
import { MAX_EMAILS_PER_RUN, mboxPrefix } from './constants.ts';
import { type MboxMessage, scanMbox } from './mbox.ts';
import { involvesContact } from './mime.ts';

/** An uploaded mailbox file is kept this long (to process it with other contacts), then swept. */
export const MBOX_KEEP_SECONDS = 86_400;
const UPLOAD_URL_SECONDS = 3_600;

/**
 * The per-user cap on mailbox files (storageCaps, 413 past it): the declared sizes of the uploads still kept
 * (each URL is bound to its exact size, so a declared size is what its file may take, uploaded or not).
 */
const assertMboxRoom = async (userId: string, size: number): Promise<void> => {
  const cap = storageCaps().MBOX_STORAGE_MAX_BYTES;
  const now = Math.floor(Date.now() / 1000);
  const uploads = await queryAll(MboxUploadEntity, gmailItemsOfUser(userId, 'mboxUpload'), {
    attributes: ['size', 'ttl'],
  });
  const kept = uploads.reduce((sum, upload) => sum + (upload.ttl > now ? upload.size : 0), 0);
  if (kept + size > cap) throw new PayloadTooLargeError(STORAGE_TEXTS.mboxStorageFull(gib(cap)));
};

/** A cap in GB as the texts show it (two decimals at most). */
const gib = (bytes: number) => Math.round((bytes / 1024 ** 3) * 100) / 100;

/**
 * Runs `work` under the user's upload lease, waiting a moment for an upload begun at the same time (two tabs,
 * a double click) rather than refusing it; 409 only when the lease stays held for about two seconds.
 */
const oneAtATime = async (key: string, work: () => Promise<void>): Promise<void> => {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await withLock(key, STORAGE_TEXTS.mboxUploadBusy, work);
    } catch (error) {
      if (!(error instanceof ConflictError) || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
};

/** Step 1 of an import: an address the browser uploads the file straight to, bound to its exact size. */
export const createMboxUpload = async (userId: string, fileName: string, size: number) => {
  if (size > MBOX_MAX_BYTES)
    throw new PayloadTooLargeError(GMAIL_TEXTS.mboxTooLarge(MBOX_MAX_BYTES / 1024 ** 3));
  const uploadId = randomUUID();
  const blobKey = `${mboxPrefix(userId)}/${uploadId}.mbox`;
  // One user's uploads are counted and written one at a time, so two at once cannot both fit the cap.
  await oneAtATime(`mboxUpload:${userId}`, async () => {
    await assertMboxRoom(userId, size);
    const now = Date.now();
    await MboxUploadEntity.build(PutItemCommand)
      .item({ uploadId, userId, blobKey, fileName, size, ttl: Math.ceil(now / 1000) + MBOX_KEEP_SECONDS })
      .send();
  });
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
  try {
    return { refs: await newestContactRefs(scanMbox(chunks), contactEmail), blobKey: upload.blobKey };
  } catch (error) {
    if (error instanceof Error && error.message === GMAIL_TEXTS.mboxUnreadable)
      throw new ValidationError(GMAIL_TEXTS.mboxUnreadable);
    throw error;
  }
};

/**
 * The `start-end` ranges of the contact's emails, newest first: the newest emails come last in a mailbox file,
 * and a run takes at most `max` of them (ASVS M9). Holds at most twice `max` ranges while it reads, so a file
 * of millions of small messages does not fill the stream function's memory.
 */
export const newestContactRefs = async (
  messages: AsyncIterable<MboxMessage>,
  contactEmail: string,
  max = MAX_EMAILS_PER_RUN,
): Promise<string[]> => {
  const refs: string[] = [];
  for await (const message of messages) {
    if (!involvesContact(message.headers, contactEmail)) continue;
    refs.push(`${message.start}-${message.end}`);
    if (refs.length >= 2 * max) refs.splice(0, refs.length - max);
  }
  return refs.slice(-max).reverse();
};
