import { accountDeletionMessage } from '../core/account/queued-deletion.ts';
import { runAccountDeletion } from '../core/account/run-deletion.ts';
import { worker } from '../edge/worker.ts';

/** Account deletion queue consumer: one account per message (see core/account/queued-deletion.ts). */
export const handler = worker({
  schema: accountDeletionMessage,
  leaseSeconds: 300,
  process: runAccountDeletion,
});
