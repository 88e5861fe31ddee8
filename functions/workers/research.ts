import { researchMessage, runResearch } from '../core/research/run.ts';
import { worker } from '../edge/worker.ts';

/** Research queue consumer: one report per message (see core/research/run.ts). */
export const handler = worker({ schema: researchMessage, leaseSeconds: 300, process: runResearch });
