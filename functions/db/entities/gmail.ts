import { Entity } from 'dynamodb-toolbox/entity';
import { item } from 'dynamodb-toolbox/schema/item';
import { list } from 'dynamodb-toolbox/schema/list';
import { map } from 'dynamodb-toolbox/schema/map';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { timestampAttributes } from '../attributes.ts';
import { partitionKey, sortKey, sortPrefix } from '../keys.ts';
import { table } from '../table.ts';

/**
 * A user's Gmail link: the refresh token sealed (KMS with the user id as encryption context in production, a
 * local key under .data/ locally; core/gmail/seal.ts). No plaintext token is ever written.
 */
export const GmailConnectionEntity = /* @__PURE__ */ (() =>
  new Entity({
    name: 'gmailConnection',
    table,
    schema: item({
      userId: string().key(),
      sealedRefreshToken: string(),
      /** The Google account's address, when its profile answered. */
      email: string().optional(),
      ...timestampAttributes(),
    }),
    computeKey: ({ userId }) => ({ pk: partitionKey({ userId }), sk: sortKey('gmailConnection') }),
    timestamps: false,
  }))();

/**
 * One sign-in with Google under way: keyed by a hash of its `state`, bound to the session that asked for it,
 * consumed (deleted under a condition) by the callback, so a replayed callback finds nothing. Swept by TTL.
 */
export const GmailOAuthStateEntity = /* @__PURE__ */ (() =>
  new Entity({
    name: 'gmailOAuthState',
    table,
    schema: item({
      stateHash: string().key(),
      userId: string(),
      /** sha256 of the session token that asked: the callback must come back in the same session. */
      sessionHash: string(),
      /** The PKCE verifier, sealed like a refresh token. */
      sealedVerifier: string(),
      expiresAt: number(),
      ttl: number(),
    }).and((state) => ({
      gsi1pk: string()
        .hidden()
        .link<typeof state>(({ userId }) => partitionKey({ userId })),
      gsi1sk: string()
        .hidden()
        .link<typeof state>(({ stateHash }) => sortKey('gmailOAuthState', { stateHash }, true)),
    })),
    computeKey: ({ stateHash }) => ({ pk: partitionKey({ stateHash }), sk: sortKey('gmailOAuthState') }),
    timestamps: false,
  }))();

/**
 * What Walt keeps of one email (spec part B §3): never its body. `insightId` is derived from the owner and
 * the message's identity, so processing the same email again overwrites rather than duplicates.
 */
export const EmailInsightEntity = /* @__PURE__ */ (() =>
  new Entity({
    name: 'emailInsight',
    table,
    schema: item({
      insightId: string().key(),
      userId: string(),
      subject: string(),
      /** ISO date the email was sent ('' when it had none). */
      date: string(),
      sender: string(),
      summary: string(),
      categories: list(string()),
      biographicalInfo: map({ user: list(string()), correspondent: list(string()) }),
      /** 'gmail' or 'mbox'. */
      source: string(),
      contactEmail: string().optional(),
      ...timestampAttributes(),
    }).and((insight) => ({
      gsi1pk: string()
        .hidden()
        .link<typeof insight>(({ userId }) => partitionKey({ userId })),
      gsi1sk: string()
        .hidden()
        .link<typeof insight>(({ date, insightId }) => sortKey('emailInsight', { date, insightId })),
    })),
    computeKey: ({ insightId }) => ({ pk: partitionKey({ insightId }), sk: sortKey('emailInsight') }),
    timestamps: false,
  }))();

export const insightsOfUser = (userId: string) =>
  ({
    index: 'gsi1',
    partition: partitionKey({ userId }),
    range: { beginsWith: sortPrefix('emailInsight') },
  }) as const;

export const GMAIL_JOB_STATUSES = ['processing', 'completed', 'cancelled', 'failed'] as const;
export type GmailJobStatus = (typeof GMAIL_JOB_STATUSES)[number];

/**
 * One "process emails with a contact" run: what the stream reports. The workers add to `processed` (and
 * `failed`) once per email, through a marker item written in the same transaction (GmailJobItemEntity), so
 * a redelivered batch counts nothing twice. `batchIds` are the queue batches' job rows (JobEntity).
 */
export const GmailJobEntity = /* @__PURE__ */ (() =>
  new Entity({
    name: 'gmailJob',
    table,
    schema: item({
      gmailJobId: string().key(),
      userId: string(),
      source: string(),
      contactEmail: string(),
      status: string().enum(...GMAIL_JOB_STATUSES),
      total: number(),
      processed: number().default(0),
      failed: number().default(0),
      batchIds: list(string()).default(() => []),
      /** The stream's last sign of life (epoch ms): workers stop a job whose stream went quiet. */
      heartbeatAt: number(),
      ttl: number(),
      ...timestampAttributes(),
    }).and((job) => ({
      gsi1pk: string()
        .hidden()
        .link<typeof job>(({ userId }) => partitionKey({ userId })),
      gsi1sk: string()
        .hidden()
        .link<typeof job>(({ createdAt, gmailJobId }) => sortKey('gmailJob', { createdAt, gmailJobId })),
    })),
    computeKey: ({ gmailJobId }) => ({ pk: partitionKey({ gmailJobId }), sk: sortKey('gmailJob') }),
    timestamps: false,
  }))();

export const gmailJobsOfUser = (userId: string) =>
  ({
    index: 'gsi1',
    partition: partitionKey({ userId }),
    range: { beginsWith: sortPrefix('gmailJob') },
  }) as const;

/** "This email of this job is counted": the idempotency marker of a job's counters. Swept with the job (TTL). */
export const GmailJobItemEntity = /* @__PURE__ */ (() =>
  new Entity({
    name: 'gmailJobItem',
    table,
    schema: item({
      gmailJobId: string().key(),
      /** The Gmail message id, or `start-end` byte offsets in an mbox file. */
      itemKey: string().key(),
      insightId: string().optional(),
      ttl: number(),
    }),
    computeKey: ({ gmailJobId, itemKey }) => ({
      pk: partitionKey({ gmailJobId }),
      sk: sortKey('gmailJobItem', { itemKey }, true),
    }),
    timestamps: false,
  }))();

export const itemsOfGmailJob = (gmailJobId: string) =>
  ({ partition: partitionKey({ gmailJobId }), range: { beginsWith: sortPrefix('gmailJobItem') } }) as const;

/**
 * One user's Gmail quota schedule: `cursor` is the time (epoch ms) up to which the quota is already spoken
 * for. Each call reserves its units' share of a second after it (atomic ADD), so all workers of a user,
 * together, stay within Google's per-user rate without retrying against each other. Swept by TTL.
 */
export const GmailQuotaEntity = /* @__PURE__ */ (() =>
  new Entity({
    name: 'gmailQuota',
    table,
    schema: item({
      userId: string().key(),
      cursor: number(),
      ttl: number(),
    }),
    computeKey: ({ userId }) => ({ pk: partitionKey({ userId }), sk: sortKey('gmailQuota') }),
    timestamps: false,
  }))();

/** An uploaded mailbox export awaiting processing: its blob key and declared size. Swept by TTL. */
export const MboxUploadEntity = /* @__PURE__ */ (() =>
  new Entity({
    name: 'mboxUpload',
    table,
    schema: item({
      uploadId: string().key(),
      userId: string(),
      blobKey: string(),
      fileName: string(),
      size: number(),
      ttl: number(),
      ...timestampAttributes(),
    }).and((upload) => ({
      gsi1pk: string()
        .hidden()
        .link<typeof upload>(({ userId }) => partitionKey({ userId })),
      gsi1sk: string()
        .hidden()
        .link<typeof upload>(({ uploadId }) => sortKey('mboxUpload', { uploadId })),
    })),
    computeKey: ({ uploadId }) => ({ pk: partitionKey({ uploadId }), sk: sortKey('mboxUpload') }),
    timestamps: false,
  }))();

/** A user's items of one Gmail entity in index gsi1 (sign-ins under way, uploads), for the account deletion. */
export const gmailItemsOfUser = (userId: string, entity: 'gmailOAuthState' | 'mboxUpload') =>
  ({
    index: 'gsi1',
    partition: partitionKey({ userId }),
    range: { beginsWith: sortPrefix(entity) },
  }) as const;
