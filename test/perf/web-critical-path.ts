/**
 * ARCHITECTURE §6: the critical-path JS + CSS of `/` and `/login` is at most 170 KB gzipped. From the
 * production build's manifest, a route's critical path is the entry script with its CSS and every chunk it
 * imports statically (the modulepreloads of index.html), plus the lazy route chunk the route loads with
 * its own static imports and CSS. Sizes are gzip level 9, 1 KB = 1000 bytes. Run with
 * `npx tsx test/perf/web-critical-path.ts`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureWebBuild, projectRoot } from '../e2e/support/web-build.ts';

const BUDGET_KB = 170;
const ROUTES = {
  '/': 'web/src/features/public-pages/routes/landing-route.tsx',
  '/login': 'web/src/features/auth/routes/login-route.tsx',
} as const;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const dist = join(projectRoot, 'web', 'dist');

/** Every file (JS and CSS) a chunk needs before it runs: itself, its CSS and its static imports. */
const closure = (manifest: Manifest, key: string, files = new Set<string>()): Set<string> => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
  return files;
};

const gzippedBytes = (file: string): number => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

const routeKey = (manifest: Manifest, source: string): string => {
  const key = Object.keys(manifest).find((name) => source.endsWith(manifest[name]?.src ?? '\0'));
  if (!key) throw new Error(`No lazy chunk for ${source} in the build manifest`);
  return key;
};

ensureWebBuild();
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('No entry in the build manifest');

let over = 0;
for (const [route, source] of Object.entries(ROUTES)) {
  const files = closure(manifest, routeKey(manifest, source), closure(manifest, entry));
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
