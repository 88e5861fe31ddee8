import { exportMessage, runExport } from '../core/account/export.ts';
import { worker } from '../edge/worker.ts';

/** "Download everything" queue consumer: one zip per message (see core/account/export.ts). */
export const handler = worker({ schema: exportMessage, leaseSeconds: 600, process: runExport });
