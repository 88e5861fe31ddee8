/**
 * ARCHITECTURE §6: the critical-path JS + CSS of `/` and `/login` is at most 170 KB gzipped. From the
 * production build's manifest, a route's critical path is the entry script with its CSS and every chunk it
 * imports statically (the modulepreloads of index.html), plus the lazy route chunk the route loads with
 * its own static imports and CSS, and the door preload script index.html loads before the entry (web/build/
 * route-preload.ts). Sizes are gzip level 9, 1 KB = 1000 bytes. Run with
 * `npx tsx test/perf/web-critical-path.ts`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureWebBuild } from '../e2e/support/web-build.ts';
import {
  chunkClosure,
  entryKey,
  readManifest,
  routePreloadScript,
  sourceKey,
  webDist,
} from '../e2e/support/web-manifest.ts';

const BUDGET_KB = 170;
const ROUTES = {
  '/': 'web/src/features/public-pages/routes/landing-route.tsx',
  '/login': 'web/src/features/auth/routes/login-route.tsx',
} as const;

const gzippedBytes = (file: string): number =>
  gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length;

ensureWebBuild();
const manifest = readManifest();
// The door preload script is loaded by index.html on every path, though no chunk imports it.
const entryFiles = chunkClosure(manifest, entryKey(manifest), new Set([routePreloadScript()]));

let over = 0;
for (const [route, source] of Object.entries(ROUTES)) {
  const files = chunkClosure(manifest, sourceKey(manifest, source), new Set(entryFiles));
  const sizes = [...files].map((file) => ({ file, kb: gzippedBytes(file) / 1000 }));
  const total = sizes.reduce((sum, { kb }) => sum + kb, 0);
  const js = sizes.filter(({ file }) => file.endsWith('.js')).reduce((sum, { kb }) => sum + kb, 0);
  const ratio = total / BUDGET_KB;
  if (ratio > 1) over++;
  console.log(
    `${route.padEnd(7)} ${total.toFixed(1)} KB gzipped (JS ${js.toFixed(1)}, CSS ${(total - js).toFixed(1)}) ` +
      `in ${files.size} files; budget ${BUDGET_KB} KB, ratio ${ratio.toFixed(2)} ${ratio > 1 ? 'OVER' : 'ok'}`,
  );
  const heaviest = sizes.sort((a, b) => b.kb - a.kb).slice(0, 4);
  console.log(`        heaviest: ${heaviest.map(({ file, kb }) => `${file} ${kb.toFixed(1)}`).join(', ')}`);
}
console.log(over === 0 ? 'PASS: critical path within budget' : `FAIL: ${over} route(s) over budget`);
process.exitCode = over === 0 ? 0 : 1;
