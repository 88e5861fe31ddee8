import { aiSummariser } from '../core/conversations/ai-summariser.ts';
import { runSummary, summaryMessage } from '../core/conversations/summary-jobs.ts';
import { worker } from '../edge/worker.ts';

/** Call-end summaries the save could not wait for (see core/conversations/summary-jobs.ts): one per message. */
export const handler = worker({
  schema: summaryMessage,
  leaseSeconds: 180,
  process: (message) => runSummary(message, aiSummariser()),
});
