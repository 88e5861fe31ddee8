import * as z from 'zod/mini';

const schema = z.object({
  TABLE_NAME: z.string().check(z.minLength(1)),
  /** Signing key for session tokens: at least 32 characters of secret. Locally generated under .data/. */
  SESSION_SECRET: z.optional(z.string().check(z.minLength(32))),
  /** Secrets Manager id holding the session signing key (production). */
  SESSION_SECRET_ARN: z.optional(z.string()),
  /** `false` only for the local runtime on plain http://localhost: plain cookie name, no Secure flag. */
  COOKIE_SECURE: z._default(z.enum(['true', 'false']), 'true'),
  /** Public origin of the web app, used to build links in emails. */
  APP_URL: z._default(z.url(), 'http://localhost:3000'),
  MAIL_FROM: z._default(z.string(), 'Walt <walt@localhost>'),
  CONTACT_EMAIL: z._default(z.string(), 'hello@walt.example'),
  /** scrypt cost as log2(N); production uses 17 (OWASP). Tests may lower it, never below 14. */
  SCRYPT_LOG_N: z._default(z.coerce.number().check(z.int(), z.minimum(14), z.maximum(20)), 17),
  DYNAMODB_ENDPOINT: z.optional(z.string()),
  AWS_REGION: z._default(z.string(), 'us-east-1'),
  LOG_LEVEL: z._default(z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']), 'INFO'),
  /** `openai` or `offline`; unset chooses openai when an OpenAI key (or its secret) is configured. */
  AI_PROVIDER: z.optional(z.enum(['openai', 'offline'])),
  OPENAI_API_KEY: z.optional(z.string().check(z.minLength(1))),
  /** Secrets Manager id holding the OpenAI API key (production). */
  OPENAI_SECRET_ARN: z.optional(z.string()),
  /** An OpenAI-compatible server, e.g. the fake in test/fakes; defaults to https://api.openai.com/v1. */
  OPENAI_BASE_URL: z.optional(z.url()),
  OPENAI_TEXT_MODEL: z._default(z.string().check(z.minLength(1)), 'gpt-4.1-mini'),
  OPENAI_RESEARCH_MODEL: z._default(z.string().check(z.minLength(1)), 'gpt-4.1'),
  OPENAI_REALTIME_MODEL: z._default(z.string().check(z.minLength(1)), 'gpt-realtime'),
  OPENAI_REALTIME_VOICE: z._default(z.string().check(z.minLength(1)), 'marin'),
  OPENAI_TRANSCRIPTION_MODEL: z._default(z.string().check(z.minLength(1)), 'gpt-4o-transcribe'),
});
export type Config = z.infer<typeof schema>;

let cached: Config | undefined;

/** Environment read once and validated; fails fast naming every missing or invalid variable. */
export const config = (): Config => {
  if (cached) return cached;
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid configuration: ${names}`);
  }
  cached = parsed.data;
  return cached;
};

/** Forget the cached config (the local runtime and tests set the environment before first use). */
export const resetConfig = (): void => {
  cached = undefined;
};
