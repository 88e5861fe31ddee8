/**
 * Bundle budget (ARCHITECTURE §6): every Lambda bundle, built with the production esbuild settings, against a
 * baseline bundle that only builds a DynamoDB document client, measured side by side in one run:
 *   - plain endpoints and workers (their access row grants the table only): at most 2.0× the baseline's bytes
 *     and 1.8× its cold init;
 *   - AI endpoints (their row grants the OpenAI secret, so they carry the openai SDK): at most 2.6× bytes and
 *     2.2× init;
 *   - endpoints whose row grants a second AWS service (mail, a queue, files, KMS) carry that client too and
 *     get the AI budget (docs/decisions.md, "Bundle budget");
 *   - functions granted the Google client secret (the Gmail callback, the contact run, the gmail worker) carry
 *     google-auth-library and the googleapis Gmail client (about 0.4 MB): at most 5.0× bytes and 4.5× init
 *     (docs/decisions.md, "Gmail and connected accounts");
 *   - the target beyond the budget, 1.5× for plain endpoints, is printed beside it;
 *   - no SSO/INI credential providers inside any bundle.
 * Bytes are deterministic and gate strictly. Init times are medians of interleaved runs (the baseline is
 * measured between the subjects all along, so machine load hits both alike); a bundle over its init budget is
 * measured again, alternating with the baseline, before it fails. Run with `npx tsx test/perf/bundles.ts`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BuiltFunction, buildFunctions } from '#infra/build-functions.ts';
import {
  DEAD_LETTER_FUNCTION_ID,
  functionEntries,
  repoRoot,
  SEED_FUNCTION_ID,
  workerFunctionId,
} from '#infra/constructs/function-entries.ts';
import { queues } from '#infra/queues.ts';
import { type Access, functionId, routes } from '#infra/routes.ts';

export const BUDGETS = {
  plain: { bytes: 2.0, init: 1.8 },
  ai: { bytes: 2.6, init: 2.2 },
  /** Rows granted the Google client secret carry google-auth-library (and, for Gmail calls, googleapis). */
  google: { bytes: 5.0, init: 4.5 },
  client: { bytes: 2.6, init: 2.2 },
} as const;
const TARGET = 1.5;
const ROUNDS = 7;
const RETRY_PAIRS = 15;
const BASELINE = 'Baseline';
const UNWANTED =
  /credential-provider-(sso|ini|process|web-identity)|token-providers|client-sso|fromIni|fromSSO/;

const BASELINE_SOURCE = `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
export const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));
export const handler = async () => client.config.region();
`;

/** Each function's access row: routes, queue workers and the dead-letter worker (table only). */
const accessById = (): Map<string, Access> =>
  new Map<string, Access>([
    ...routes.map((route) => [functionId(route), route.access] as const),
    ...queues.map((queue) => [workerFunctionId(queue.name), queue.access] as const),
    [DEAD_LETTER_FUNCTION_ID, { table: 'readWrite' }],
    [SEED_FUNCTION_ID, { table: 'readWrite' }],
  ]);

const kindOf = (access: Access | undefined): keyof typeof BUDGETS => {
  if (access?.secrets?.includes('google')) return 'google';
  if (access?.secrets?.includes('openai')) return 'ai';
  if (access?.mail || access?.queues?.length || access?.blobs || access?.kms) return 'client';
  return 'plain';
};

/** The baseline's source lives under node_modules/.cache so it resolves the project's packages. */
const writeBaseline = (): string => {
  const dir = join(repoRoot, 'node_modules', '.cache', 'walt-perf');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'baseline-dynamodb.ts');
  writeFileSync(file, BASELINE_SOURCE);
  return file;
};

/** Milliseconds a fresh Node process (with Lambda's NODE_OPTIONS) takes to import the bundle. */
const coldInit = (file: string): number => {
  const script = `const start = process.hrtime.bigint();
await import(process.argv[1]);
process.stdout.write(String(Number(process.hrtime.bigint() - start) / 1e6));`;
  const output = execFileSync(
    process.execPath,
    ['--enable-source-maps', '--input-type=module', '-e', script, pathToFileURL(file).href],
    {
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        AWS_REGION: 'eu-west-1',
        AWS_ACCESS_KEY_ID: 'x',
        AWS_SECRET_ACCESS_KEY: 'x',
      },
    },
  );
  return Number(output);
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** Bytes per package (or per source folder), largest first: where a bundle's weight comes from. */
const heaviestInputs = (fn: BuiltFunction, count: number): string[] => {
  const byPackage = new Map<string, number>();
  for (const [path, bytes] of Object.entries(fn.inputs)) {
    const name =
      path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? path.split('/').slice(0, 2).join('/');
    byPackage.set(name, (byPackage.get(name) ?? 0) + bytes);
  }
  return [...byPackage]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, bytes]) => `${name} ${(bytes / 1024).toFixed(0)} KiB`);
};

/** Init ratio of one bundle from alternating (baseline, subject) pairs: the re-measure before a failure. */
const pairedInitRatio = (baseline: string, subject: string): number => {
  const base: number[] = [];
  const own: number[] = [];
  for (let i = 0; i < RETRY_PAIRS; i++) {
    base.push(coldInit(baseline));
    own.push(coldInit(subject));
  }
  return median(own) / median(base);
};

const main = async () => {
  const outdir = mkdtempSync(join(tmpdir(), 'walt-bundles-'));
  try {
    const built = await buildFunctions({
      outdir,
      entries: [{ id: BASELINE, file: writeBaseline() }, ...functionEntries()],
    });
    const [baseline, ...functions] = built;
    if (!baseline || baseline.id !== BASELINE) throw new Error('The baseline was not built');
    const access = accessById();

    // Rounds over every bundle, with the baseline measured after every fourth: drift in machine load lands on
    // the baseline and the subjects alike.
    const times = new Map<string, number[]>(built.map((fn) => [fn.id, []]));
    for (let round = 0; round < ROUNDS; round++)
      functions.forEach((fn, index) => {
        if (index % 4 === 0) times.get(BASELINE)?.push(coldInit(baseline.file));
        times.get(fn.id)?.push(coldInit(fn.file));
      });
    const baseInit = median(times.get(BASELINE) ?? []);
    console.log(
      `baseline: ${baseline.bytes} bytes, cold init ${baseInit.toFixed(1)} ms (median of ${times.get(BASELINE)?.length})`,
    );
    console.log(
      `budgets: plain ${BUDGETS.plain.bytes}× bytes / ${BUDGETS.plain.init}× init, AI ${BUDGETS.ai.bytes}× / ${BUDGETS.ai.init}×, Google SDK ${BUDGETS.google.bytes}× / ${BUDGETS.google.init}×, second AWS client ${BUDGETS.client.bytes}× / ${BUDGETS.client.init}×; target ${TARGET}× for plain`,
    );
    console.log(
      `${'function'.padEnd(30)} kind    ${'bytes'.padStart(9)}  ratio  ${'init ms'.padStart(8)}  ratio  verdict`,
    );
    let failed = 0;
    let withinTarget = 0;
    for (const fn of functions) {
      const kind = kindOf(access.get(fn.id));
      const budget = BUDGETS[kind];
      const init = median(times.get(fn.id) ?? []);
      const byteRatio = fn.bytes / baseline.bytes;
      let initRatio = init / baseInit;
      let note = '';
      if (initRatio > budget.init) {
        const again = pairedInitRatio(baseline.file, fn.file);
        note = ` (re-measured from ${initRatio.toFixed(2)})`;
        initRatio = again;
      }
      const unwanted = Object.keys(fn.inputs).filter((input) => UNWANTED.test(input));
      const ok = byteRatio <= budget.bytes && initRatio <= budget.init && unwanted.length === 0;
      if (!ok) failed++;
      const onTarget = kind === 'plain' && byteRatio <= TARGET && initRatio <= TARGET;
      if (onTarget) withinTarget++;
      console.log(
        `${fn.id.padEnd(30)} ${kind.padEnd(6)}  ${String(fn.bytes).padStart(9)}  ${byteRatio.toFixed(2).padStart(5)}  ${init.toFixed(1).padStart(8)}  ${initRatio.toFixed(2).padStart(5)}  ${ok ? (onTarget ? 'ok, on target' : 'ok') : 'OVER BUDGET'}${note}`,
      );
      if (unwanted.length > 0) console.log(`  unwanted credential providers: ${unwanted.join(', ')}`);
      if (!ok) console.log(`  heaviest: ${heaviestInputs(fn, 6).join(', ')}`);
    }
    const plain = functions.filter((fn) => kindOf(access.get(fn.id)) === 'plain').length;
    console.log(`bundles: ${functions.length - failed} of ${functions.length} within budget; ${failed} over`);
    console.log(`target: ${withinTarget} of ${plain} plain bundles within ${TARGET}× bytes and init`);
    process.exitCode = failed > 0 ? 1 : 0;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
};

await main();
