import { createHash } from 'node:crypto';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { UpdateTransaction } from 'dynamodb-toolbox/entity/actions/transactUpdate';
import { execute } from 'dynamodb-toolbox/entity/actions/transactWrite';
import { $add } from 'dynamodb-toolbox/entity/actions/update';
import * as z from 'zod/mini';
import { GMAIL_TEXTS } from '#shared/texts.ts';
import { AiOutputError, AiRefusedError } from '../../ai/errors.ts';
import { aiProvider } from '../../ai/index.ts';
import { getAll } from '../../db/batch.ts';
import { EmailInsightEntity } from '../../db/entities/email-insight.ts';
import { GmailJobEntity } from '../../db/entities/gmail-job.ts';
import { GmailJobItemEntity } from '../../db/entities/gmail-job-item.ts';
import { isTransactionRefused } from '../../db/errors.ts';
import { getItem } from '../../db/read.ts';
import { blobs } from '../../lib/adapters.ts';
import { PermanentJobError, TooManyRequestsError } from '../../lib/errors.ts';
import { logger } from '../../lib/logger.ts';
import { spend } from '../quotas/quotas.ts';
import { refreshTokenOf } from './connection.ts';
import { EMAIL_PARSE_MAX_BYTES, GMAIL_BATCH_SIZE, GMAIL_UNITS } from './constants.ts';
import { gmailClient, oauthClient } from './google.ts';
import { googleStatus, grantEnded } from './google-endpoints.ts';
import { insightIdOf, storeInsight } from './insights.ts';
import type { BatchMessage } from './jobs.ts';
import { runStopped } from './jobs.ts';
import { readMessage } from './mbox.ts';
import { parseEmail } from './mime.ts';
import { callGmail, RunStopped } from './quota.ts';

/** A Gmail message id (16 hex digits) or an mbox `start-end` range fits many times over. */
const REF_MAX_CHARS = 64;

export const batchMessage = /* @__PURE__ */ (() =>
  z.object({
    jobId: z.string().check(z.minLength(1)),
    gmailJobId: z.string().check(z.minLength(1)),
    userId: z.string().check(z.minLength(1)),
    source: z.enum(['gmail', 'mbox']),
    uploadKey: z.optional(z.string()),
    // What one worker run may take (ASVS M9): at most GMAIL_BATCH_SIZE emails, each a Gmail id or a byte range.
    refs: z.array(z.string().check(z.maxLength(REF_MAX_CHARS))).check(z.maxLength(GMAIL_BATCH_SIZE)),
    /** The address of the request that started the run: the email quota counts per IP too (issue 23, H1). */
    ip: z.optional(z.string().check(z.maxLength(64))),
  }))();

/** Emails of one batch handled at once (each waits for its share of the user's Gmail quota). */
const PARALLEL = 5;
const MARKER_TTL_SECONDS = 7 * 86_400;

/** An email that can never be summarised (gone from the mailbox, unreadable, refused by the model): counted as failed. */
class UnusableEmail extends Error {}

/**
 * A Gmail client per user, kept while the container is warm, so a batch does not mint a new access token.
 * The promise is kept, so the emails of the batches that start together share one read of the token and
 * one token request (the local runtime runs every batch in one process: measured 25–50 of each per run).
 */
const clients = new Map<string, { client: Promise<ReturnType<typeof gmailClient>>; until: number }>();
const gmailFor = (userId: string) => {
  const cached = clients.get(userId);
  if (cached && cached.until > Date.now()) return cached.client;
  const client = refreshTokenOf(userId).then(async (token) => gmailClient(await oauthClient(token)));
  client.catch(() => clients.delete(userId));
  clients.set(userId, { client, until: Date.now() + 10 * 60_000 });
  return client;
};

const fetchGmailRaw = async (message: BatchMessage, messageId: string): Promise<Uint8Array> => {
  const gmail = await gmailFor(message.userId);
  try {
    const { data } = await callGmail(
      message.userId,
      GMAIL_UNITS.messagesGet,
      () => gmail.users.messages.get({ userId: 'me', id: messageId, format: 'raw' }, { retry: false }),
      undefined,
      () => runGoingOn(message),
    );
    // Only what parseEmail reads is decoded (4 base64 characters are 3 bytes): not a 50 MB attachment.
    return Buffer.from((data.raw ?? '').slice(0, Math.ceil(EMAIL_PARSE_MAX_BYTES / 3) * 4), 'base64url');
  } catch (error) {
    if (grantEnded(error)) throw new PermanentJobError(GMAIL_TEXTS.accessEnded);
    const status = googleStatus(error);
    if (status === 404 || status === 400) throw new UnusableEmail(`gmail answered ${status}`);
    throw error;
  }
};

/**
 * How long an answer of runGoingOn is reused. The run is asked about before each email and again after each
 * wait for quota; at 50 emails a second spread over dozens of parallel emails, reading it every time was
 * a third of the database's work (measured on DynamoDB Local: 1,000 of 3,000 requests for 500 emails),
 * while a cancel only needs to stop the workers within a moment.
 */
const RUN_CHECK_MS = 250;
const runChecks = new Map<string, { at: number; going: Promise<boolean> }>();

/** Whether the run still wants work: one read per RUN_CHECK_MS, shared by the run's emails here. */
const runGoingOn = (message: BatchMessage): Promise<boolean> => {
  const key = `${message.gmailJobId}/${message.userId}`;
  const now = Date.now();
  const cached = runChecks.get(key);
  if (cached && now - cached.at < RUN_CHECK_MS) return cached.going;
  if (runChecks.size > 100) runChecks.clear();
  const going = getItem(GmailJobEntity, { gmailJobId: message.gmailJobId }).then(
    (run) => run?.userId === message.userId && !runStopped(run),
  );
  going.catch(() => runChecks.delete(key));
  runChecks.set(key, { at: now, going });
  return going;
};

/** Counts one email of the run, once: the marker's condition makes a redelivered batch count nothing twice. */
const count = async (message: BatchMessage, ref: string, insightId: string | undefined) => {
  try {
    await execute(
      GmailJobItemEntity.build(PutTransaction)
        .item({
          gmailJobId: message.gmailJobId,
          itemKey: ref,
          insightId,
          ttl: Math.ceil(Date.now() / 1000) + MARKER_TTL_SECONDS,
        })
        .options({ condition: { attr: 'itemKey', exists: false } }),
      // The run must exist: an update never writes the counters of a deleted run afresh.
      GmailJobEntity.build(UpdateTransaction)
        .item(
          insightId
            ? { gmailJobId: message.gmailJobId, processed: $add(1) }
            : { gmailJobId: message.gmailJobId, failed: $add(1) },
        )
        .options({ condition: { attr: 'userId', exists: true } }),
    );
  } catch (error) {
    if (!isTransactionRefused(error)) throw error;
  }
};

/**
 * Reads, summarises and stores one email (unless its insight exists already: `stored` holds the batch's
 * Gmail insights found when it started); never stores its body.
 */
const summarise = async (message: BatchMessage, ref: string, stored: Set<string>): Promise<string> => {
  const { userId, source } = message;
  const known = source === 'gmail' ? insightIdOf(userId, source, ref) : undefined;
  if (known && stored.has(known)) return known;
  let raw: Uint8Array;
  if (source === 'gmail') raw = await fetchGmailRaw(message, ref);
  else {
    const [start, end] = ref.split('-').map(Number) as [number, number];
    raw = await readMessage(blobs(), message.uploadKey ?? '', start, end);
  }
  const email = await parseEmail(raw).catch(() => {
    throw new UnusableEmail('unreadable email');
  });
  const insightId =
    known ??
    insightIdOf(userId, source, email.messageId ?? createHash('sha256').update(raw).digest('base64url'));
  if (!known && (await getItem(EmailInsightEntity, { insightId }))) return insightId;
  const summary = await aiProvider()
    .summariseEmail({ subject: email.subject, sender: email.from, date: email.date, body: email.body })
    .catch((error: unknown) => {
      if (error instanceof AiRefusedError || error instanceof AiOutputError)
        throw new UnusableEmail(error.message);
      throw error;
    });
  // Kept only while the account exists and is not being deleted (ASVS M3): a summary that arrives after the
  // deletion started is removed again and this lane stops (core/gmail/insights.ts).
  const kept = await storeInsight({
    insightId,
    userId,
    subject: email.subject,
    date: email.date,
    sender: email.from,
    summary: summary.summary,
    categories: summary.categories,
    biographicalInfo: summary.biographicalInfo,
    source,
  });
  if (!kept) throw new RunStopped();
  return insightId;
};

/**
 * One queue message: up to GMAIL_BATCH_SIZE emails of a run, PARALLEL at a time. Before each email (and
 * after each wait for quota) the run is asked about again, from a read at most RUN_CHECK_MS old, so a cancel
 * (or a stream gone quiet) stops the workers within a moment. An email already counted is skipped; one that
 * fails for good is counted as failed; anything else (Google or the model unavailable after their retries)
 * fails the batch, which SQS delivers again and which resumes where it was.
 */
export const processBatch = async (message: BatchMessage): Promise<{ processed: number }> => {
  const { gmailJobId, userId, source } = message;
  const refs = [...new Set(message.refs)];
  // What a redelivery (or an earlier run, for Gmail) finds done, read once for the batch rather than twice
  // per email: at the quota's 50 emails a second those reads were a third of the database's work.
  const [counted, stored] = await Promise.all([
    getAll(
      GmailJobItemEntity,
      refs.map((itemKey) => ({ gmailJobId, itemKey })),
    ),
    source === 'gmail'
      ? getAll(
          EmailInsightEntity,
          refs.map((ref) => ({ insightId: insightIdOf(userId, source, ref) })),
        )
      : [],
  ]);
  const countedRefs = new Set(counted.map((item) => item.itemKey));
  const storedIds = new Set(stored.map((insight) => insight.insightId));
  // The AI cost of a batch is spent once, before its first summary: the per-user daily email quota. Every
  // email of the batch waits for that one spend, so a refusal stops them all.
  let spending: Promise<void> | undefined;
  let handled = 0;
  const queue = refs.filter((ref) => !countedRefs.has(ref));
  const next = async (): Promise<void> => {
    for (let ref = queue.shift(); ref !== undefined; ref = queue.shift()) {
      if (!(await runGoingOn(message))) {
        queue.length = 0;
        return;
      }
      spending ??= spend('email', { userId: message.userId, ip: message.ip }).catch((error: unknown) => {
        if (error instanceof TooManyRequestsError) throw new PermanentJobError(error.message);
        throw error;
      });
      await spending;
      let insightId: string | undefined;
      try {
        insightId = await summarise(message, ref, storedIds);
      } catch (error) {
        if (error instanceof RunStopped) {
          queue.length = 0;
          return;
        }
        if (!(error instanceof UnusableEmail)) throw error;
        logger.warn('email skipped', { reason: error.message });
      }
      await count(message, ref, insightId);
      handled += 1;
    }
  };
  // One failure fails the batch (SQS delivers it again); the other lanes stop taking emails.
  const lane = () =>
    next().catch((error: unknown) => {
      queue.length = 0;
      throw error;
    });
  await Promise.all(Array.from({ length: PARALLEL }, lane));
  return { processed: handled };
};
