import * as z from 'zod';

const schema = z.object({
  TABLE_NAME: z.string().min(1),
  /** Signing key for session tokens: at least 32 characters of secret. Locally generated under .data/. */
  SESSION_SECRET: z.string().min(32).optional(),
  /** Secrets Manager id holding the session signing key (production). */
  SESSION_SECRET_ARN: z.string().optional(),
  /** `false` only for the local runtime on plain http://localhost: plain cookie name, no Secure flag. */
  COOKIE_SECURE: z.enum(['true', 'false']).default('true'),
  /** Public origin of the web app, used to build links in emails. */
  APP_URL: z.url().default('http://localhost:3000'),
  MAIL_FROM: z.string().default('Walt <walt@localhost>'),
  CONTACT_EMAIL: z.string().default('hello@walt.example'),
  /** scrypt cost as log2(N); production uses 17 (OWASP). Tests may lower it, never below 14. */
  SCRYPT_LOG_N: z.coerce.number().int().min(14).max(20).default(17),
  DYNAMODB_ENDPOINT: z.string().optional(),
  AWS_REGION: z.string().default('us-east-1'),
  LOG_LEVEL: z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']).default('INFO'),
  /** `openai` or `offline`; unset chooses openai when an OpenAI key (or its secret) is configured. */
  AI_PROVIDER: z.enum(['openai', 'offline']).optional(),
  OPENAI_API_KEY: z.string().min(1).optional(),
  /** Secrets Manager id holding the OpenAI API key (production). */
  OPENAI_SECRET_ARN: z.string().optional(),
  /** An OpenAI-compatible server, e.g. the fake in test/fakes; defaults to https://api.openai.com/v1. */
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_TEXT_MODEL: z.string().min(1).default('gpt-4.1-mini'),
  OPENAI_RESEARCH_MODEL: z.string().min(1).default('gpt-4.1'),
  OPENAI_REALTIME_MODEL: z.string().min(1).default('gpt-realtime'),
  OPENAI_REALTIME_VOICE: z.string().min(1).default('marin'),
  OPENAI_TRANSCRIPTION_MODEL: z.string().min(1).default('gpt-4o-transcribe'),
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
