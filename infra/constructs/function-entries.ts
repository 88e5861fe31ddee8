import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { QueueName } from '#functions/lib/ports/queue.ts';
import { deadLetterWorker, queues } from '../queues.ts';
import { functionId, routes } from '../routes.ts';

/** Repository root and the folder every handler path in the route and queue tables is relative to. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const functionsRoot = fileURLToPath(new URL('../../functions/', import.meta.url));
/** Where `npm run build:functions` writes `<FunctionId>/index.mjs`, and where CDK takes its assets from. */
export const defaultFunctionsDist = fileURLToPath(new URL('../../dist/functions/', import.meta.url));

/** One Lambda bundle: its logical id (also its folder under dist/functions) and its source file. */
export interface FunctionEntry {
  id: string;
  /** Absolute path of the handler's source file. */
  file: string;
}

/** Logical id of a queue's worker: `gmail` → `GmailWorker`. */
export const workerFunctionId = (queue: QueueName): string =>
  `${queue.charAt(0).toUpperCase()}${queue.slice(1)}Worker`;

export const DEAD_LETTER_FUNCTION_ID = 'DeadLetterWorker';
/** Writes the baseline content (paths, formats, journeys) after every deploy. */
export const SEED_FUNCTION_ID = 'SeedWorker';
export const seedWorker = 'workers/seed.ts';

const source = (handler: string): string => join(functionsRoot, handler);

/**
 * Every function the app deploys: one per route, one per queue that has a worker, the dead-letter worker and
 * the seed run after each deploy.
 */
export const functionEntries = (): FunctionEntry[] => {
  const entries: FunctionEntry[] = [
    ...routes.map((route) => ({ id: functionId(route), file: source(route.handler) })),
    ...queues.flatMap((queue) =>
      queue.worker ? [{ id: workerFunctionId(queue.name), file: source(queue.worker) }] : [],
    ),
    { id: DEAD_LETTER_FUNCTION_ID, file: source(deadLetterWorker) },
    { id: SEED_FUNCTION_ID, file: source(seedWorker) },
  ];
  const seen = new Set<string>();
  for (const { id } of entries) {
    if (seen.has(id)) throw new Error(`Two functions share the id ${id}`);
    seen.add(id);
  }
  return entries;
};
