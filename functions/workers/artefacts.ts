import { artefactMessage, runGeneration } from '../core/artefacts/run.ts';
import { worker } from '../edge/worker.ts';

/** Artefacts queue consumer: one generation per message (see core/artefacts/run.ts). */
export const handler = worker({ schema: artefactMessage, leaseSeconds: 300, process: runGeneration });
