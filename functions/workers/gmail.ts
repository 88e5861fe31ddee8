import { batchMessage } from '../core/gmail/batch.ts';
import { processBatchWhileOwned } from '../core/gmail/owned-batch.ts';
import { worker } from '../edge/worker.ts';

/**
 * Gmail queue consumer: one batch of a "process emails with a contact" run per message (core/gmail/batch.ts),
 * kept only while its account exists (core/gmail/owned-batch.ts).
 */
export const handler = worker({ schema: batchMessage, leaseSeconds: 300, process: processBatchWhileOwned });
