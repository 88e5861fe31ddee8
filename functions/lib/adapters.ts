import { ConfigError, config } from './config.ts';
import type { BlobStore } from './ports/blob-store.ts';
import { S3BlobStore } from './ports/blob-store-s3.ts';
import type { Mailer } from './ports/mailer.ts';
import { SesMailer } from './ports/mailer-ses.ts';
import type { Queue } from './ports/queue.ts';
import { SqsQueue } from './ports/queue-sqs.ts';

interface Adapters {
  mailer: Mailer;
  blobs: BlobStore;
  queue: Queue;
}

const chosen: Partial<Adapters> = {};

/** The local runtime installs its adapters (outbox, files, in-process queues) before any handler runs. */
export const useAdapters = (adapters: Partial<Adapters>): void => {
  Object.assign(chosen, adapters);
};

export const mailer = (): Mailer => {
  chosen.mailer ??= new SesMailer(config().MAIL_FROM);
  return chosen.mailer;
};

export const blobs = (): BlobStore => {
  if (!chosen.blobs) {
    const bucket = config().MEDIA_BUCKET;
    if (!bucket) throw new ConfigError(['MEDIA_BUCKET']);
    chosen.blobs = new S3BlobStore(bucket);
  }
  return chosen.blobs;
};

export const queue = (): Queue => {
  chosen.queue ??= new SqsQueue();
  return chosen.queue;
};
