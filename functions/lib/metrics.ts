/**
 * Walt's custom metrics (issue 24), as CloudWatch Embedded Metric Format lines on stdout: namespace `Walt`, the
 * one dimension `service: walt` (so the monitoring stack's alarm on `AiCalls` reads the very series written
 * here), and what the metric is about as plain fields (searchable in Logs Insights, never a dimension, so no
 * series multiply). Each metric is its own line, written at once, so a function that ends by throwing has
 * still counted what it spent. Written by hand rather than with Powertools Metrics: that library adds 13 KB
 * to every HTTP bundle (the quota rule is in the wrapper) and took the call-session endpoint past its bundle
 * budget, for one JSON line (docs/decisions.md).
 */
export const METRICS_NAMESPACE = 'Walt';
export const METRICS_SERVICE = 'walt';
export const AI_METRICS = {
  /** One per paid AI call, charged before it is made (−1 when a charged call is given back). */
  calls: 'AiCalls',
  /** One per call a quota or the deployment's ceiling refused. */
  refusals: 'AiRefusals',
  /** One per call the provider failed (unavailable, refused, unusable answer). */
  providerFailures: 'AiProviderFailures',
  /** Tokens a text call used (input plus output). */
  tokens: 'AiTokens',
  /** Minutes of realtime voice a call used. */
  realtimeMinutes: 'RealtimeMinutes',
} as const;
export type AiMetric = (typeof AI_METRICS)[keyof typeof AI_METRICS];

type Listener = (name: AiMetric, value: number, about: Record<string, string>) => void;
const listeners = new Set<Listener>();

/** Tests watch what is counted. */
export const watchMetrics = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The EMF line of one metric. */
export const emfLine = (name: AiMetric, value: number, about: Record<string, string>, now = Date.now()) =>
  JSON.stringify({
    ...about,
    _aws: {
      Timestamp: now,
      CloudWatchMetrics: [
        { Namespace: METRICS_NAMESPACE, Dimensions: [['service']], Metrics: [{ Name: name, Unit: 'Count' }] },
      ],
    },
    service: METRICS_SERVICE,
    [name]: value,
  });

/**
 * Counts `value` of `name`; `about` (the quota kind, what was asked, …) rides along. Off where no Lambda
 * runs (the local runtime and tests): CloudWatch is not there to read it, and the lines would drown the log.
 */
export const countMetric = (name: AiMetric, value: number, about: Record<string, string> = {}): void => {
  if (process.env.AWS_LAMBDA_FUNCTION_NAME && process.env.WALT_METRICS !== 'off')
    process.stdout.write(`${emfLine(name, value, about)}\n`);
  for (const listener of listeners) listener(name, value, about);
};
