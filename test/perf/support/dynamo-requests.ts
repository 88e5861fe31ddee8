/**
 * A profiling aid for benchmarks that run the product in-process: counts the product's DynamoDB requests by
 * command and key prefix, with their mean latency, through a middleware on its one document client. What
 * found where the Gmail workers spent DynamoDB Local's time (test/perf/gmail-quota.ts, GMAIL_PERF_PROFILE=1).
 * A folder of its own, so `test/perf/run.ts` does not take it for a benchmark.
 */
import { dynamo } from '#functions/db/client.ts';

export const countDynamoRequests = () => {
  const counts = new Map<string, { n: number; ms: number }>();
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      const start = performance.now();
      try {
        return await next(args);
      } finally {
        const input = args.input as { Key?: { sk?: unknown }; Item?: { sk?: unknown } };
        // The entity is in the sort key (`$gmailquota_1`); transactions and batches go by command only.
        const sk = input.Key?.sk ?? input.Item?.sk;
        const entity = typeof sk === 'string' ? sk.replace(/^\$/, '').replace(/_\d+(#.*)?$/, '') : '';
        const name = `${context.commandName} ${entity}`.trim();
        const count = counts.get(name) ?? { n: 0, ms: 0 };
        count.n += 1;
        count.ms += performance.now() - start;
        counts.set(name, count);
      }
    },
    { step: 'initialize', name: 'countDynamoRequests' },
  );
  return {
    /** The counts since the last report, most frequent first, one line each; then starts again. */
    report: (): string[] => {
      const lines = [...counts]
        .sort((a, b) => b[1].n - a[1].n)
        .map(
          ([name, { n, ms }]) => `${String(n).padStart(6)} × ${(ms / n).toFixed(1).padStart(6)} ms  ${name}`,
        );
      counts.clear();
      return lines;
    },
  };
};
