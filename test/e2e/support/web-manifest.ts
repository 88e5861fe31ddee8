import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_PRELOAD_PREFIX } from '../../../web/build/route-preload.ts';
import { projectRoot } from './web-build.ts';

/** One chunk of the production build's manifest (web/dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export const webDist = join(projectRoot, 'web', 'dist');

export const readManifest = (): Manifest =>
  JSON.parse(readFileSync(join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;

/** Every file (JS and CSS) a chunk needs before it runs: itself, its CSS and its static imports. */
export const chunkClosure = (manifest: Manifest, key: string, files = new Set<string>()): Set<string> => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) chunkClosure(manifest, imported, files);
  return files;
};

export const entryKey = (manifest: Manifest): string => {
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  if (!key) throw new Error('No entry in the build manifest');
  return key;
};

/** The manifest key of the lazy chunk built from `source` (a path from the project root or from web/). */
export const sourceKey = (manifest: Manifest, source: string): string => {
  const key = Object.keys(manifest).find((name) => source.endsWith(manifest[name]?.src ?? '\0'));
  if (!key) throw new Error(`No lazy chunk for ${source} in the build manifest`);
  return key;
};

/** The door preload script index.html loads before the entry (web/build/route-preload.ts). */
export const routePreloadScript = (): string => {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const file = html.match(
    new RegExp(`<script async src="/(${ROUTE_PRELOAD_PREFIX}[\\w-]+\\.js)"></script>`),
  )?.[1];
  if (!file) throw new Error('index.html does not load the route preload script');
  return file;
};
