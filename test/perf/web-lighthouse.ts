/**
 * ARCHITECTURE §6: Lighthouse on `/` and `/login` (mobile defaults, headless Debian Chromium, median of 5)
 * scores performance ≥ 90 with CLS ≤ 0.1. The production build is served by the local runtime with an
 * in-memory database, as in the browser tests; it gzips text as CloudFront does. A route over budget is
 * measured once more (five more runs) before it fails: the machine's noise moves one median by a few points. Run with `npx tsx test/perf/web-lighthouse.ts`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';
import { startProduct } from '../e2e/support/product.ts';
import { ensureWebBuild } from '../e2e/support/web-build.ts';

const ROUTES = ['/', '/login'];
const RUNS = 5;
const MIN_SCORE = 90;
const MAX_CLS = 0.1;
const CHROMIUM = CHROMIUM_PATH;
const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

interface Sample {
  score: number;
  cls: number;
  fcp: number;
  lcp: number;
  tbt: number;
}

/** Starts headless Chromium with a DevTools port and resolves once the port is known. */
const launchChromium = (profile: string): Promise<{ port: number; chromium: ChildProcess }> =>
  new Promise((resolve, reject) => {
    const chromium = spawn(CHROMIUM, [
      ...CHROMIUM_FLAGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ]);
    let output = '';
    chromium.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//)?.[1];
      if (port) resolve({ port: Number(port), chromium });
    });
    chromium.once('exit', (code) => reject(new Error(`Chromium exited (code ${code}): ${output}`)));
  });

/** Runs Lighthouse on one page; a run that Lighthouse itself asks to repeat (a lost trace) is run again once. */
const measure = async (url: string, port: number, retry = true): Promise<Sample> => {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, undefined);
  const lhr = result?.lhr;
  const score = lhr?.categories.performance?.score;
  if (!lhr || score === null || score === undefined) {
    if (retry && lhr?.runtimeError) return measure(url, port, false);
    throw new Error(`Lighthouse gave no performance score for ${url}: ${lhr?.runtimeError?.message}`);
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: score * 100,
    cls: metric('cumulative-layout-shift'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
  };
};

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const withinBudget = (runs: Sample[]): boolean =>
  median(runs.map((sample) => sample.score)) >= MIN_SCORE &&
  median(runs.map((sample) => sample.cls)) <= MAX_CLS;

const main = async () => {
  ensureWebBuild();
  const product = await startProduct();
  const profile = mkdtempSync(join(tmpdir(), 'walt-lighthouse-'));
  const { port, chromium } = await launchChromium(profile);
  try {
    // One uncounted run per route first: Chromium's and the runtime's cold start are not the page's cost.
    for (const route of ROUTES) await measure(`${product.url}${route}`, port);
    const samples = new Map<string, Sample[]>(ROUTES.map((route) => [route, []]));
    // Round-robin, so drift in machine load spreads over both routes alike.
    for (let run = 0; run < RUNS; run++) {
      for (const route of ROUTES) samples.get(route)!.push(await measure(`${product.url}${route}`, port));
    }
    // A noisy machine can push one route's median over; that route is measured once more (five more runs)
    // before it fails, and the second median decides.
    let over = 0;
    for (const [route, first] of samples) {
      let runs = first;
      let again = '';
      if (!withinBudget(runs)) {
        const retry: Sample[] = [];
        for (let run = 0; run < RUNS; run++) retry.push(await measure(`${product.url}${route}`, port));
        again = ` (re-measured from ${median(runs.map((sample) => sample.score)).toFixed(0)})`;
        runs = retry;
      }
      const pick = (key: keyof Sample) => median(runs.map((sample) => sample[key]));
      const score = pick('score');
      const cls = pick('cls');
      const ok = withinBudget(runs);
      if (!ok) over++;
      console.log(
        `${route.padEnd(7)} performance ${score.toFixed(0)} (min ${MIN_SCORE}, ratio ${(MIN_SCORE / score).toFixed(2)}), ` +
          `CLS ${cls.toFixed(3)} (max ${MAX_CLS}, ratio ${(cls / MAX_CLS).toFixed(2)}) ${ok ? 'ok' : 'OVER'}${again}`,
      );
      console.log(
        `        medians of ${RUNS}: FCP ${pick('fcp').toFixed(0)} ms, LCP ${pick('lcp').toFixed(0)} ms, ` +
          `TBT ${pick('tbt').toFixed(0)} ms; scores ${runs.map((sample) => sample.score.toFixed(0)).join(' ')}`,
      );
    }
    console.log(over === 0 ? 'PASS: Lighthouse within budget' : `FAIL: ${over} route(s) over budget`);
    process.exitCode = over === 0 ? 0 : 1;
  } finally {
    chromium.kill();
    await product.stop();
    rmSync(profile, { recursive: true, force: true });
  }
};

await main();
