/**
 * ARCHITECTURE §6: the interview screen is a lazy chunk. Walks the static imports of the web build's entry
 * script and fails if any of them carries the call screen (its realtime client or its texts), or if no
 * lazily loaded chunk does. Run with `npx tsx test/perf/call-screen-chunk.ts`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureWebBuild, projectRoot } from '../e2e/support/web-build.ts';

/** Strings only the call screen's code contains. */
const CALL_MARKERS = ['oai-events', 'Walt is listening...', 'application/sdp'];

ensureWebBuild();
const dist = join(projectRoot, 'web', 'dist');
const assets = join(dist, 'assets');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entry = html.match(/<script[^>]+type="module"[^>]+src="\/assets\/([^"]+\.js)"/)?.[1];
if (!entry) throw new Error('No entry script in web/dist/index.html');

const STATIC_IMPORT = /(?:import|export)\s*(?:[\w${},*\s]*?from\s*)?["']\.\/([\w.-]+\.js)["']/g;
const entryBundle = new Set<string>();
const walk = (file: string) => {
  if (entryBundle.has(file)) return;
  entryBundle.add(file);
  for (const match of readFileSync(join(assets, file), 'utf8').matchAll(STATIC_IMPORT)) walk(match[1]!);
};
walk(entry);

const carriesCall = (file: string) => {
  const code = readFileSync(join(assets, file), 'utf8');
  return CALL_MARKERS.some((marker) => code.includes(marker));
};
const inEntry = [...entryBundle].filter(carriesCall);
const lazy = readdirSync(assets).filter(
  (file) => file.endsWith('.js') && !entryBundle.has(file) && carriesCall(file),
);
const kib = (files: Iterable<string>) =>
  ([...files].reduce((sum, file) => sum + statSync(join(assets, file)).size, 0) / 1024).toFixed(1);

console.log(
  `entry bundle: ${entryBundle.size} files, ${kib(entryBundle)} KiB (${[...entryBundle].join(', ')})`,
);
console.log(`call screen chunk(s): ${lazy.join(', ') || 'none'} (${kib(lazy)} KiB, loaded on demand)`);
if (inEntry.length > 0 || lazy.length === 0) {
  console.error(
    inEntry.length > 0
      ? `FAIL: the entry bundle carries the call screen: ${inEntry.join(', ')}`
      : 'FAIL: no lazy chunk carries the call screen',
  );
  process.exit(1);
}
console.log('PASS: the call screen is a lazy chunk, not in the entry bundle');
