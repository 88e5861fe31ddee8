import { randomUUID } from 'node:crypto';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { UpdateItemCommand } from 'dynamodb-toolbox/entity/actions/update';
import type { EmailInsight } from '#shared/schemas/email-insight.ts';
import { GMAIL_TEXTS } from '#shared/texts.ts';
import { chunk, getAll } from '../../db/batch.ts';
import { EmailInsightEntity } from '../../db/entities/email-insight.ts';
import { GmailJobEntity, type GmailJobStatus } from '../../db/entities/gmail-job.ts';
import { GmailJobItemEntity, itemsOfGmailJob } from '../../db/entities/gmail-job-item.ts';
import { JobEntity } from '../../db/entities/job.ts';
import { isConditionFailure, unlessConditionFails } from '../../db/errors.ts';
import { getItem, queryAll } from '../../db/read.ts';
import { queue } from '../../lib/adapters.ts';
import { config } from '../../lib/config.ts';
import { HttpError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { GMAIL_BATCH_SIZE, GMAIL_UNITS } from './constants.ts';
import { toInsight } from './insights.ts';
import { sleep } from './quota.ts';

export const GMAIL_BATCH_KIND = 'gmailBatch';
/** How often the stream looks at the job's counters. */
const POLL_MS = 300;
/** A quiet stream repeats its last progress this often: CloudFront ends an origin that sends nothing for 60 s. */
const KEEPALIVE_MS = 15_000;
/** How often the stream tells the workers it is still there; a job quiet for STALE_MS is treated as cancelled. */
const HEARTBEAT_MS = 5_000;
export const STALE_MS = 60_000;
/** With no progress for this long, the stream checks whether every batch has ended (some may have failed). */
const QUIET_CHECK_MS = 3_000;
/** Job rows and markers live this long (they only serve the run and a redelivery after it). */
const JOB_TTL_SECONDS = 7 * 86_400;
/**
 * Batches beyond the first this many seconds of quota are queued with a delay rather than waiting in a worker:
 * each batch still arrives this long before its share of the quota (room for a cold start and a token), and
 * fewer workers sit waiting (billed) on the schedule. At 30 s, all 50 batches of a 500-email run waited at
 * once; on DynamoDB Local that doubled the schedule's write latency, and its bursts drew 429s
 * (test/perf/gmail-quota.ts).
 */
const UNDELAYED_SECONDS = 5;
const MAX_DELAY_SECONDS = 900;

export type ProgressEvent =
  | { type: 'init'; totalEmails: number }
  | { type: 'progress'; processed: number; total: number }
  | { type: 'complete'; count: number; emails: EmailInsight[] }
  | { type: 'error'; error: string };

export interface ContactRun {
  userId: string;
  source: 'gmail' | 'mbox';
  contactEmail: string;
  /** The emails to process: Gmail message ids, or `start-end` byte ranges of the mbox file. */
  refs: string[];
  /** The mbox file's blob key. */
  uploadKey?: string;
  /** The address of the request that started the run: the email quota counts per IP too. */
  ip?: string;
}

/** The queue message of one batch: its JobEntity row (`jobId`, claimed by the worker) and the run's emails. */
export interface BatchMessage {
  jobId: string;
  gmailJobId: string;
  userId: string;
  source: 'gmail' | 'mbox';
  uploadKey?: string;
  refs: string[];
  ip?: string;
}

const setStatus = async (gmailJobId: string, status: GmailJobStatus) => {
  await unlessConditionFails(
    GmailJobEntity.build(UpdateItemCommand)
      .item({ gmailJobId, status })
      .options({ condition: { attr: 'status', eq: 'processing' } })
      .send(),
  );
};

/** Whether the workers should stop: the run was cancelled or its stream went quiet. */
export const runStopped = (job: { status: string; heartbeatAt: number } | undefined, now = Date.now()) =>
  job?.status !== 'processing' || job.heartbeatAt < now - STALE_MS;

/** The insights a run produced, newest first. */
const insightsOfRun = async (gmailJobId: string): Promise<EmailInsight[]> => {
  const items = await queryAll(GmailJobItemEntity, itemsOfGmailJob(gmailJobId));
  const ids = [...new Set(items.flatMap((item) => (item.insightId ? [item.insightId] : [])))];
  const insights = await getAll(
    EmailInsightEntity,
    ids.map((insightId) => ({ insightId })),
  );
  return insights.sort((a, b) => b.date.localeCompare(a.date)).map(toInsight);
};

/** Queues the run's emails in batches, each with its job row; later batches are delayed to their quota share. */
const enqueue = async (gmailJobId: string, run: ContactRun): Promise<string[]> => {
  const batches = chunk(run.refs, GMAIL_BATCH_SIZE);
  const batchSeconds =
    run.source === 'gmail'
      ? (GMAIL_BATCH_SIZE * GMAIL_UNITS.messagesGet) / config().GMAIL_QUOTA_UNITS_PER_SECOND
      : 0;
  const ids = batches.map((_, index) => `${gmailJobId}-${index}`);
  for (const group of chunk(
    batches.map((refs, index) => ({ refs, index })),
    25,
  )) {
    await Promise.all(
      group.map(async ({ refs, index }) => {
        const jobId = ids[index]!;
        await JobEntity.build(PutItemCommand)
          .item({ jobId, kind: GMAIL_BATCH_KIND, ownerId: run.userId, payload: { gmailJobId } })
          .send();
        const message: BatchMessage = {
          jobId,
          gmailJobId,
          userId: run.userId,
          source: run.source,
          uploadKey: run.uploadKey,
          refs,
          ip: run.ip,
        };
        const delaySeconds = Math.min(
          MAX_DELAY_SECONDS,
          Math.max(0, Math.floor(index * batchSeconds) - UNDELAYED_SECONDS),
        );
        await queue().send('gmail', message, delaySeconds > 0 ? { delaySeconds } : undefined);
      }),
    );
  }
  return ids;
};

/**
 * One "process emails with a contact" run, as the stream's events: init with the number of emails, progress
 * as the workers count them (failed ones included, so the bar reaches 100 %), complete with the insights. The
 * work happens on the gmail queue; this only watches the job row. When the client goes away (`signal`), the
 * job is marked cancelled and the workers stop; what they finished stays.
 */
export async function* watchContactRun(run: ContactRun, signal: AbortSignal): AsyncGenerator<ProgressEvent> {
  const gmailJobId = randomUUID();
  const total = run.refs.length;
  const now = Date.now();
  await GmailJobEntity.build(PutItemCommand)
    .item({
      gmailJobId,
      userId: run.userId,
      source: run.source,
      contactEmail: run.contactEmail,
      status: 'processing',
      total,
      heartbeatAt: now,
      ttl: Math.ceil(now / 1000) + JOB_TTL_SECONDS,
    })
    .send();
  let finished = false;
  try {
    yield { type: 'init', totalEmails: total };
    if (total > 0) {
      const batchIds = await enqueue(gmailJobId, run);
      let reported = -1;
      let lastChange = Date.now();
      let lastProgress = Date.now();
      let lastBeat = Date.now();
      let lastSent = Date.now();
      while (!signal.aborted) {
        const job = await getItem(GmailJobEntity, { gmailJobId });
        if (!job) break;
        const done = job.processed + job.failed;
        if (done !== reported || Date.now() - lastSent > KEEPALIVE_MS) {
          if (done !== reported) {
            lastChange = Date.now();
            lastProgress = lastChange;
          }
          reported = done;
          lastSent = Date.now();
          yield { type: 'progress', processed: done, total };
        }
        if (done >= total) break;
        // No email read for a long while (workers failing and backing off): the run stops and the page is told,
        // rather than left waiting until the stream function's time runs out.
        if (Date.now() - lastProgress > config().GMAIL_STALL_SECONDS * 1000) {
          logger.warn('gmail run stalled', { gmailJobId, processed: done, total });
          await setStatus(gmailJobId, 'failed');
          finished = true;
          throw new HttpError(503, GMAIL_TEXTS.runStalled(done, total));
        }
        if (Date.now() - lastChange > QUIET_CHECK_MS) {
          const batches = await getAll(
            JobEntity,
            batchIds.map((jobId) => ({ jobId })),
          );
          if (batches.every((batch) => batch.status === 'completed' || batch.status === 'failed')) break;
          lastChange = Date.now();
        }
        if (Date.now() - lastBeat > HEARTBEAT_MS) {
          lastBeat = Date.now();
          // The run must exist: a heartbeat never writes a deleted run (its account's deletion) afresh.
          const beating = await GmailJobEntity.build(UpdateItemCommand)
            .item({ gmailJobId, heartbeatAt: lastBeat })
            .options({ condition: { attr: 'userId', exists: true } })
            .send()
            .then(
              () => true,
              (error: unknown) => {
                if (isConditionFailure(error)) return false;
                throw error;
              },
            );
          if (!beating) break;
        }
        await sleep(POLL_MS, signal);
      }
      if (signal.aborted) return;
    }
    await setStatus(gmailJobId, 'completed');
    finished = true;
    const emails = await insightsOfRun(gmailJobId);
    yield { type: 'complete', count: emails.length, emails };
  } finally {
    if (!finished) await setStatus(gmailJobId, 'cancelled');
  }
}
