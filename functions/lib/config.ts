import * as z from 'zod/mini';
import { MBOX_STORAGE_MAX_BYTES, RECORDING_STORAGE_MAX_BYTES } from '#shared/constants.ts';
import type { QueueName } from './ports/queue.ts';

type Environment = Record<string, string | undefined>;

const text = () => z.string().check(z.minLength(1));

/** Read when the logger is created, at import, before the local runtime or a test may have set the rest. */
const logging = z.object({
  LOG_LEVEL: z._default(z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']), 'INFO'),
});

/** `QUEUE_URL_<NAME>`: set by a function's grant for each queue it may send to (infra/constructs/bindings.ts). */
const queueUrls = z.object({
  QUEUE_URL_ARTEFACTS: z.optional(text()),
  QUEUE_URL_RESEARCH: z.optional(text()),
  QUEUE_URL_GMAIL: z.optional(text()),
  QUEUE_URL_MEMORY: z.optional(text()),
  QUEUE_URL_EXPORTS: z.optional(text()),
  QUEUE_URL_DELETIONS: z.optional(text()),
  QUEUE_URL_TRANSCRIPTIONS: z.optional(text()),
  QUEUE_URL_SUMMARIES: z.optional(text()),
} satisfies Record<`QUEUE_URL_${Uppercase<QueueName>}`, unknown>);

const schema = z.object({
  ...logging.shape,
  ...queueUrls.shape,
  TABLE_NAME: text(),
  /** Signing key for session tokens: at least 32 characters of secret. Locally generated under .data/. */
  SESSION_SECRET: z.optional(z.string().check(z.minLength(32))),
  /** Secrets Manager id holding the session signing key (production). */
  SESSION_SECRET_ARN: z.optional(z.string()),
  /** Seals TOTP secrets at rest (functions/core/auth/totp-key.ts): at least 32 characters. Locally generated under .data/. */
  TOTP_SECRET: z.optional(z.string().check(z.minLength(32))),
  /** Secrets Manager id holding the TOTP sealing key (production; the two-factor endpoints only). */
  TOTP_SECRET_ARN: z.optional(z.string()),
  /**
   * Secrets Manager id of the value CloudFront sends in `X-Walt-Origin-Verify` to the API (production): a request
   * without it did not come through CloudFront and is refused (functions/edge/http.ts). Unset locally.
   */
  ORIGIN_VERIFY_SECRET_ARN: z.optional(z.string()),
  /** The same value given directly (tests); takes precedence over the ARN. */
  ORIGIN_VERIFY_SECRET: z.optional(z.string().check(z.minLength(32))),
  /** `false` only for the local runtime on plain http://localhost: plain cookie name, no Secure flag. */
  COOKIE_SECURE: z._default(z.enum(['true', 'false']), 'true'),
  /** Public origin of the web app, used to build links in emails. */
  APP_URL: z._default(z.url(), 'http://localhost:3000'),
  MAIL_FROM: z._default(z.string(), 'Walt <walt@localhost>'),
  CONTACT_EMAIL: z._default(z.string(), 'hello@walt.example'),
  /** The media bucket (set with the function's files grant; the local runtime stores files on disk instead). */
  MEDIA_BUCKET: z.optional(text()),
  /** scrypt cost as log2(N); production uses 17 (OWASP). Tests may lower it, never below 14. */
  SCRYPT_LOG_N: z._default(z.coerce.number().check(z.int(), z.minimum(14), z.maximum(20)), 17),
  DYNAMODB_ENDPOINT: z.optional(z.string()),
  AWS_REGION: z._default(z.string(), 'us-east-1'),
  /** `openai` or `offline`; unset chooses openai when an OpenAI key (or its secret) is configured. */
  AI_PROVIDER: z.optional(z.enum(['openai', 'offline'])),
  OPENAI_API_KEY: z.optional(text()),
  /** Secrets Manager id holding the OpenAI API key (production). */
  OPENAI_SECRET_ARN: z.optional(z.string()),
  /** An OpenAI-compatible server, e.g. the fake in test/fakes; defaults to https://api.openai.com/v1. */
  OPENAI_BASE_URL: z.optional(z.url()),
  /**
   * One OpenAI request's timeout and the SDK's retries. Workers keep the defaults (2 min, one retry); an HTTP
   * route's function gets what fits inside its own timeout from infra (routes-stack.ts), so an answer always
   * comes before API Gateway's 30 s.
   */
  OPENAI_TIMEOUT_MS: z._default(z.coerce.number().check(z.int(), z.minimum(1000)), 120_000),
  /**
   * How long the save at a call's end waits for the AI summary before it answers 202 and leaves the summary to
   * the summaries queue (issue 24): well inside the route's timeout, whatever the provider's latency.
   */
  SUMMARY_INLINE_MS: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 8_000),
  OPENAI_MAX_RETRIES: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(5)), 1),
  OPENAI_TEXT_MODEL: z._default(text(), 'gpt-4.1-mini'),
  OPENAI_RESEARCH_MODEL: z._default(text(), 'gpt-4.1'),
  OPENAI_REALTIME_MODEL: z._default(text(), 'gpt-realtime'),
  OPENAI_REALTIME_VOICE: z._default(text(), 'marin'),
  OPENAI_TRANSCRIPTION_MODEL: z._default(text(), 'gpt-4o-transcribe'),
  /** The Google OAuth client's id; unset, Gmail answers "Gmail is not configured" (the mbox import still works). */
  GOOGLE_CLIENT_ID: z.optional(text()),
  /** The Google OAuth client's secret (local); production reads GOOGLE_SECRET_ARN. */
  GOOGLE_CLIENT_SECRET: z.optional(text()),
  /** Secrets Manager id holding the Google client secret (production). */
  GOOGLE_SECRET_ARN: z.optional(z.string()),
  /** A Google-compatible server for OAuth and Gmail, e.g. the fake in test/fakes; unset uses Google's own. */
  GOOGLE_BASE_URL: z.optional(z.url()),
  /** Gmail's per-user quota in units per second (Google's default 250); the workers stay within it. */
  GMAIL_QUOTA_UNITS_PER_SECOND: z._default(z.coerce.number().check(z.int(), z.minimum(10)), 250),
  /**
   * A run whose emails make no progress this long is reported stalled (its stream ends with an error the page
   * shows); below the stream function's 15 minutes, above a worker's longest backoff before it (10 minutes).
   */
  GMAIL_STALL_SECONDS: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 720),
  /** KMS key that seals Gmail refresh tokens (production; set with the function's KMS grant). */
  KMS_KEY_ID: z.optional(text()),
  /** A KMS-compatible endpoint (tests); default the region's KMS. */
  KMS_ENDPOINT: z.optional(z.url()),
  /** Secrets Manager's endpoint; unset, the region's (tests point it at test/fakes/secrets-manager-server.ts). */
  SECRETS_MANAGER_ENDPOINT: z.optional(z.url()),
  /** SQS's endpoint for a worker's retry with backoff; unset, the region's (tests point it at a fake). */
  SQS_ENDPOINT: z.optional(z.url()),
  /** Local sealing key (base64url, 32 bytes): the local runtime keeps one under .data/. Used when no KMS_KEY_ID. */
  LOCAL_SEALING_KEY: z.optional(z.string().check(z.minLength(43))),
});
export type Config = z.infer<typeof schema>;
export type LogLevel = Config['LOG_LEVEL'];
export type QueueUrls = z.infer<typeof queueUrls>;

/** The configuration is missing or refuses a variable; the message names each one (never a value). */
export class ConfigError extends Error {
  constructor(
    readonly names: string[],
    detail?: string,
  ) {
    super(`Invalid configuration: ${names.join(', ')}${detail ? ` (${detail})` : ''}`);
    this.name = new.target.name;
  }
}

const read = <S extends z.ZodMiniType<object>>(part: S, env: Environment): z.infer<S> => {
  const parsed = part.safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((issue) => issue.path.join('.')));
  return parsed.data;
};

let cached: Config | undefined;

/**
 * The one way the functions read their environment: read once, validated, and failing fast naming every
 * missing or invalid variable. Secrets are not here: only the ids to fetch them by (see lib/secrets.ts).
 */
export const config = (): Config => {
  cached ??= read(schema, process.env);
  return cached;
};

/** Forget the cached config (the local runtime and tests set the environment before first use). */
export const resetConfig = (): void => {
  cached = undefined;
};

/** The logger's level. An invalid value logs at INFO until `config()` names it on first use. */
export const logLevel = (): LogLevel => {
  const parsed = logging.safeParse(process.env);
  return parsed.success ? parsed.data.LOG_LEVEL : 'INFO';
};

/** The queue URLs of an environment other than the process's (the Queue contract tests pass their own). */
export const readQueueUrls = (env: Environment): QueueUrls => read(queueUrls, env);

/** A count of paid AI calls per UTC day (0 refuses them all). */
const perDay = (calls: number) => z._default(z.coerce.number().check(z.int(), z.minimum(0)), calls);

/**
 * The paid AI calls allowed per UTC day (functions/core/quotas/quotas.ts), per user and per client IP. Built
 * when read (once per paid call), so bundles without a paid call carry none of it.
 */
const quotaSchema = () =>
  z.object({
    AI_QUOTA_REALTIME_PER_USER: perDay(20),
    AI_QUOTA_REALTIME_PER_IP: perDay(60),
    /** Note and question-card analyses, together. */
    AI_QUOTA_ANALYSIS_PER_USER: perDay(400),
    AI_QUOTA_ANALYSIS_PER_IP: perDay(1200),
    AI_QUOTA_RESEARCH_ANALYSIS_PER_USER: perDay(30),
    AI_QUOTA_RESEARCH_ANALYSIS_PER_IP: perDay(90),
    /** Research reports queued (each one the worker's research call), per report owner. */
    AI_QUOTA_RESEARCH_PER_USER: perDay(60),
    AI_QUOTA_RESEARCH_PER_IP: perDay(180),
    AI_QUOTA_SUMMARY_PER_USER: perDay(200),
    AI_QUOTA_SUMMARY_PER_IP: perDay(600),
    /** Voice memos transcribed (POST /api/stories/transcribe). */
    AI_QUOTA_TRANSCRIPTION_PER_USER: perDay(100),
    AI_QUOTA_TRANSCRIPTION_PER_IP: perDay(300),
    /** Artefacts generated (each one the artefacts worker's call), per requester; per IP for the request. */
    AI_QUOTA_ARTEFACT_PER_USER: perDay(30),
    AI_QUOTA_ARTEFACT_PER_IP: perDay(90),
    /** Batches of up to 10 emails summarised (Gmail or a mailbox file), per narrator: 3,000 emails a day. */
    AI_QUOTA_EMAIL_PER_USER: perDay(300),
    AI_QUOTA_EMAIL_PER_IP: perDay(900),
    /**
     * Until the narrator has verified their email, a small allowance per kind replaces the per-user quota:
     * enough for a first interview and its keepsake, far too little to run down the deployment's ceiling
     * with fresh accounts (issue 23, H1).
     */
    AI_QUOTA_REALTIME_UNVERIFIED: perDay(5),
    AI_QUOTA_ANALYSIS_UNVERIFIED: perDay(150),
    AI_QUOTA_RESEARCH_ANALYSIS_UNVERIFIED: perDay(10),
    AI_QUOTA_RESEARCH_UNVERIFIED: perDay(10),
    AI_QUOTA_SUMMARY_UNVERIFIED: perDay(30),
    AI_QUOTA_TRANSCRIPTION_UNVERIFIED: perDay(20),
    AI_QUOTA_ARTEFACT_UNVERIFIED: perDay(10),
    AI_QUOTA_EMAIL_UNVERIFIED: perDay(10),
    /**
     * Minutes one voice call may last, and minutes of calls per narrator and UTC day (issue 23): the browser
     * ends a call at its length; the day's minutes are reserved when a call starts and settled when the next
     * one starts (functions/core/conversations/call-time.ts).
     */
    REALTIME_MINUTES_PER_CALL: perDay(30),
    REALTIME_MINUTES_PER_DAY: perDay(120),
    /** All paid AI calls of the deployment, whoever makes them. */
    AI_DAILY_CALL_CEILING: perDay(5000),
  });
export type QuotaLimits = z.infer<ReturnType<typeof quotaSchema>>;

/** The daily AI quotas, read from the environment on every call (tests change them between requests). */
export const quotaLimits = (): QuotaLimits => read(quotaSchema(), process.env);

/** A storage cap in bytes (0 refuses every upload). */
const bytes = (fallback: number) => z._default(z.coerce.number().check(z.int(), z.minimum(0)), fallback);

/**
 * The per-user storage caps, in bytes (functions/core/gmail/mbox-import.ts, functions/core/stories/recordings.ts):
 * mailbox files kept, and recordings kept. Read from the environment on every call (tests lower them).
 */
const storageSchema = () =>
  z.object({
    MBOX_STORAGE_MAX_BYTES: bytes(MBOX_STORAGE_MAX_BYTES),
    RECORDING_STORAGE_MAX_BYTES: bytes(RECORDING_STORAGE_MAX_BYTES),
  });
export type StorageCaps = z.infer<ReturnType<typeof storageSchema>>;

export const storageCaps = (): StorageCaps => read(storageSchema(), process.env);
