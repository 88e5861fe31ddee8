import { ARTEFACT_MAX_ATTEMPTS } from '#functions/core/artefacts/constants.ts';
import { GMAIL_MAX_ATTEMPTS } from '#functions/core/gmail/constants.ts';
import { MEMORY_MAX_ATTEMPTS } from '#functions/core/memory/changed.ts';
import { RESEARCH_MAX_ATTEMPTS } from '#functions/core/research/constants.ts';
import type { QueueName } from '#functions/lib/ports/queue.ts';
import type { Access } from './routes.ts';

/** One row per work queue: its worker (added by the feature that needs it) and SQS settings. */
export interface QueueDefinition {
  name: QueueName;
  /** Worker file under functions/; undefined until the feature that consumes the queue lands. */
  worker?: string;
  batchSize: number;
  /** The worker's timeout; the queue's visibility timeout is six times this (AWS guidance). */
  timeoutSeconds: number;
  /** Deliveries before a message moves to the dead-letter queue and its job is marked failed. */
  maxReceives: number;
  /**
   * Most worker instances the queue's event source runs at once (SQS `maxConcurrency`, 2 or more): a large
   * import waits in its queue instead of taking the account's concurrency from sign-in and the API.
   * DEFAULT_MAX_CONCURRENCY when unset.
   */
  maxConcurrency?: number;
  /** The worker's memory; 1,024 MB when unset. */
  memoryMb?: number;
  access: Access;
}

export const queues: QueueDefinition[] = [
  {
    name: 'artefacts',
    worker: 'workers/artefacts.ts',
    batchSize: 1,
    timeoutSeconds: 300,
    maxReceives: ARTEFACT_MAX_ATTEMPTS,
    maxConcurrency: 10,
    access: { table: 'readWrite', secrets: ['openai'] },
  },
  {
    name: 'research',
    worker: 'workers/research.ts',
    batchSize: 1,
    timeoutSeconds: 300,
    maxReceives: RESEARCH_MAX_ATTEMPTS,
    maxConcurrency: 10,
    access: { table: 'readWrite', secrets: ['openai'] },
  },
  {
    name: 'gmail',
    worker: 'workers/gmail.ts',
    batchSize: 1,
    timeoutSeconds: 300,
    maxReceives: GMAIL_MAX_ATTEMPTS,
    maxConcurrency: 5,
    access: {
      table: 'readWrite',
      secrets: ['google', 'openai'],
      kms: true,
      blobs: 'read',
      queues: ['memory'],
    },
  },
  {
    // Walt's memory of the narrator (issue 21): one build per change of their material, idempotent.
    name: 'memory',
    worker: 'workers/memory.ts',
    batchSize: 1,
    timeoutSeconds: 120,
    maxReceives: MEMORY_MAX_ATTEMPTS,
    maxConcurrency: 10,
    access: { table: 'readWrite', secrets: ['openai'] },
  },
  {
    // "Download everything" (issue 26): one zip per message, built in memory (recordings stored as they are).
    name: 'exports',
    worker: 'workers/export.ts',
    batchSize: 1,
    timeoutSeconds: 600,
    maxReceives: 3,
    maxConcurrency: 2,
    // The zip is built in memory: a narrator's recordings (1 GB at most, RECORDING_STORAGE_MAX_BYTES) and the rest.
    memoryMb: 3008,
    access: { table: 'readWrite', secrets: ['openai'], blobs: 'readWrite', queues: ['memory'] },
  },
  {
    // Account deletion (issue 24): the request closes the account and answers 202; this deletes everything in
    // it, a step at a time, so a retry finishes what a failed run began. It opens the sealed Gmail token to
    // revoke the grant at Google.
    name: 'deletions',
    worker: 'workers/delete-account.ts',
    batchSize: 1,
    timeoutSeconds: 300,
    maxReceives: 5,
    maxConcurrency: 2,
    access: { table: 'readWrite', blobs: 'readWrite', kms: true },
  },
  {
    // A long memo's transcription (issue 24): the request queues it and answers 202; this takes the upload,
    // transcribes it (the provider may need minutes for 25 MB) and keeps the recording.
    name: 'transcriptions',
    worker: 'workers/transcribe.ts',
    batchSize: 1,
    timeoutSeconds: 300,
    maxReceives: 3,
    maxConcurrency: 5,
    memoryMb: 512,
    access: { table: 'readWrite', secrets: ['openai'], blobs: 'readWrite' },
  },
  {
    // A call's summary the save could not wait for (issue 24): the save answers 202 and this writes it.
    name: 'summaries',
    worker: 'workers/summarise.ts',
    batchSize: 1,
    timeoutSeconds: 180,
    maxReceives: 3,
    maxConcurrency: 5,
    access: { table: 'readWrite', secrets: ['openai'] },
  },
];

/** Consumes every dead-letter queue: marks the message's job failed so no job is left pending. */
export const deadLetterWorker = 'workers/dead-letter.ts';

/** A queue's worker instances at once when its row names none. */
export const DEFAULT_MAX_CONCURRENCY = 10;

/** The event source's `maxConcurrency` of a queue's worker. */
export const maxConcurrencyOf = (queue: QueueDefinition): number =>
  queue.maxConcurrency ?? DEFAULT_MAX_CONCURRENCY;

export const visibilityTimeoutSeconds = (queue: QueueDefinition): number => queue.timeoutSeconds * 6;
