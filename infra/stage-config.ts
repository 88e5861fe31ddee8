/**
 * Per-stage configuration from CDK context: `-c stage=prod|staging` (default prod) picks a block of context
 * `walt:stages` (cdk.json). The block carries the AI budget (the deployment's daily ceiling, the per-kind quotas
 * and the voice-call caps that functions/lib/config.ts reads), the account's Lambda concurrency limit the
 * concurrency alarm compares against, and the alarm topic's email subscriber.
 */

/** What a paid AI call is spent on: the quota kinds of functions/lib/config.ts (`AI_QUOTA_<KIND>_…`). */
export const AI_QUOTA_KINDS = [
  'realtime',
  'analysis',
  'researchAnalysis',
  'research',
  'summary',
  'transcription',
  'artefact',
  'email',
] as const;
export type AiQuotaKind = (typeof AI_QUOTA_KINDS)[number];

/** One kind's calls a UTC day: per narrator, per client IP, and per narrator who has not verified their email. */
export interface AiQuota {
  perUser: number;
  perIp: number;
  unverified: number;
}

export interface StageConfig {
  /** `prod` or `staging`. */
  name: string;
  /** The stage block's `stackPrefix` (staging deploys beside production, not over it); context `stackPrefix` wins. */
  stackPrefix?: string;
  /** AI_DAILY_CALL_CEILING: every paid AI call of the deployment, whoever makes it, per UTC day. */
  aiDailyCallCeiling: number;
  aiQuotas: Record<AiQuotaKind, AiQuota>;
  /** REALTIME_MINUTES_PER_CALL and REALTIME_MINUTES_PER_DAY (per narrator). */
  realtimeMinutesPerCall: number;
  realtimeMinutesPerDay: number;
  /** The account's Lambda concurrency quota in the region; the concurrency alarm fires at 80 % of it. */
  lambdaConcurrencyLimit: number;
  /** Where alarms are mailed; unset, the topic has no subscriber (npm run deploy warns). */
  alarmEmail?: string;
}

export const DEFAULT_STAGE = 'prod';
export const STAGES_CONTEXT_KEY = 'walt:stages';
export const ALARM_EMAIL_CONTEXT_KEY = 'walt:alarmEmail';

/** Reads one context value; a CDK App's `node.tryGetContext` or a plain record (tests, deploy-check). */
export type ContextReader = (key: string) => unknown;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `-c key=5` arrives as the string "5": both forms are accepted. */
const count = (value: unknown, where: string, min = 0): number => {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof parsed !== 'number' || !Number.isInteger(parsed) || parsed < min)
    throw new Error(`CDK context ${where} must be a whole number of at least ${min} (is ${String(value)})`);
  return parsed;
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim().length > 0 ? value.trim() : undefined;

/** The stage `-c stage=…` names, prod when unset. */
export const stageName = (context: ContextReader): string => text(context('stage')) ?? DEFAULT_STAGE;

/**
 * The alarm email of a stage: the stage block's `alarmEmail`, else context `walt:alarmEmail` (a string for
 * every stage, or an object by stage name), else the older plain `alarmEmail` (the deploy workflow's `-c`).
 */
export const alarmEmailOf = (context: ContextReader, stage: string): string | undefined => {
  const stages = context(STAGES_CONTEXT_KEY);
  const block = isRecord(stages) && isRecord(stages[stage]) ? stages[stage] : {};
  const perStage = context(ALARM_EMAIL_CONTEXT_KEY);
  return (
    text(block.alarmEmail) ??
    (isRecord(perStage) ? text(perStage[stage]) : text(perStage)) ??
    text(context('alarmEmail'))
  );
};

/** The selected stage's configuration; a missing stage or value stops the synth with its name. */
export const stageConfig = (context: ContextReader): StageConfig => {
  const name = stageName(context);
  const stages = context(STAGES_CONTEXT_KEY);
  if (!isRecord(stages)) throw new Error(`Set CDK context ${STAGES_CONTEXT_KEY} (cdk.json)`);
  const block = stages[name];
  if (!isRecord(block))
    throw new Error(
      `CDK context ${STAGES_CONTEXT_KEY} has no stage "${name}" (stages: ${Object.keys(stages).join(', ')})`,
    );
  const at = (key: string) => `${STAGES_CONTEXT_KEY}.${name}.${key}`;
  const quotas = block.aiQuotas;
  if (!isRecord(quotas)) throw new Error(`Set CDK context ${at('aiQuotas')}`);
  const aiQuotas = Object.fromEntries(
    AI_QUOTA_KINDS.map((kind) => {
      const quota = quotas[kind];
      if (!isRecord(quota)) throw new Error(`Set CDK context ${at(`aiQuotas.${kind}`)}`);
      const field = (key: keyof AiQuota) => count(quota[key], at(`aiQuotas.${kind}.${key}`));
      return [kind, { perUser: field('perUser'), perIp: field('perIp'), unverified: field('unverified') }];
    }),
  ) as Record<AiQuotaKind, AiQuota>;
  return {
    name,
    stackPrefix: text(block.stackPrefix),
    aiDailyCallCeiling: count(block.aiDailyCallCeiling, at('aiDailyCallCeiling'), 1),
    aiQuotas,
    realtimeMinutesPerCall: count(block.realtimeMinutesPerCall, at('realtimeMinutesPerCall'), 1),
    realtimeMinutesPerDay: count(block.realtimeMinutesPerDay, at('realtimeMinutesPerDay'), 1),
    lambdaConcurrencyLimit: count(block.lambdaConcurrencyLimit ?? 1000, at('lambdaConcurrencyLimit'), 10),
    alarmEmail: alarmEmailOf(context, name),
  };
};

/** `researchAnalysis` → `RESEARCH_ANALYSIS`. */
const constantCase = (kind: string): string => kind.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();

/**
 * The environment functions/lib/config.ts reads the AI budget from (its quota schema): set on every function
 * that spends AI, so the deployed values are the stage's, never the code's defaults.
 */
export const aiBudgetEnvironment = (config: StageConfig): Record<string, string> => {
  const env: Record<string, string> = {};
  for (const kind of AI_QUOTA_KINDS) {
    const quota = config.aiQuotas[kind];
    const name = `AI_QUOTA_${constantCase(kind)}`;
    env[`${name}_PER_USER`] = String(quota.perUser);
    env[`${name}_PER_IP`] = String(quota.perIp);
    env[`${name}_UNVERIFIED`] = String(quota.unverified);
  }
  env.REALTIME_MINUTES_PER_CALL = String(config.realtimeMinutesPerCall);
  env.REALTIME_MINUTES_PER_DAY = String(config.realtimeMinutesPerDay);
  env.AI_DAILY_CALL_CEILING = String(config.aiDailyCallCeiling);
  return env;
};

/** The line `npm run deploy` prints when the stage's alarms would reach no one; undefined when they do. */
export const alarmEmailWarning = (context: ContextReader): string | undefined => {
  const stage = stageName(context);
  if (alarmEmailOf(context, stage)) return undefined;
  return (
    `Warning: no alarm email for stage ${stage}: alarms will reach no one. Set "alarmEmail" in cdk.json ` +
    `context ${STAGES_CONTEXT_KEY}.${stage}, or deploy with -c ${ALARM_EMAIL_CONTEXT_KEY}=you@example.com.`
  );
};
