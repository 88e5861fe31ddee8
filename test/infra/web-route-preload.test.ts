import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOOR_SCREENS, ROUTE_PRELOAD_PREFIX } from '../../web/build/route-preload.ts';
import { ensureWebBuild } from '../e2e/support/web-build.ts';
import {
  chunkClosure,
  entryKey,
  type Manifest,
  readManifest,
  routePreloadScript,
  sourceKey,
  webDist,
} from '../e2e/support/web-manifest.ts';

let html = '';
let manifest: Manifest = {};

beforeAll(() => {
  ensureWebBuild();
  html = readFileSync(join(webDist, 'index.html'), 'utf8');
  manifest = readManifest();
});

interface Link {
  rel: string;
  as: string;
  crossOrigin: string | null;
  href: string;
}

/** Runs the built preload script for one path, with a document that records the links it adds. */
const linksAddedOn = (pathname: string): Link[] => {
  const added: Link[] = [];
  const document = {
    createElement: () => ({ rel: '', as: '', crossOrigin: null, href: '' }),
    head: { appendChild: (link: Link) => added.push(link) },
  };
  const script = readFileSync(join(webDist, routePreloadScript()), 'utf8');
  runInNewContext(script, { location: { pathname }, document });
  return added;
};

describe('the web build preloads a door screen alongside the entry', () => {
  it('loads the preload script asynchronously, ahead of the entry module', () => {
    const preload = html.indexOf(`<script async src="/${ROUTE_PRELOAD_PREFIX}`);
    expect(preload).toBeGreaterThan(-1);
    expect(preload).toBeLessThan(html.indexOf('<script type="module"'));
  });

  it.each(Object.entries(DOOR_SCREENS))(
    'on %s adds every file of its screen the entry does not load',
    (path, source) => {
      const screen = sourceKey(manifest, `web/${source}`);
      const loaded = chunkClosure(manifest, entryKey(manifest));
      const expected = [...chunkClosure(manifest, screen)]
        .filter((file) => !loaded.has(file))
        .map((file) => `/${file}`);
      const links = linksAddedOn(path);
      expect(links.map((link) => link.href).sort()).toEqual(expected.sort());
      expect(links.some((link) => link.href === `/${manifest[screen]?.file}`)).toBe(true);
      for (const link of links) {
        // The same request as Vite's own loader makes (crossorigin, as a module or a style), so it is reused.
        expect(link.crossOrigin).toBe('');
        expect([link.rel, link.as]).toEqual(
          link.href.endsWith('.css') ? ['preload', 'style'] : ['modulepreload', 'script'],
        );
      }
    },
  );

  it('also on the door with a trailing slash, and on no other path', () => {
    expect(linksAddedOn('/login/').map((link) => link.href)).toEqual(
      linksAddedOn('/login').map((link) => link.href),
    );
    expect(linksAddedOn('/app/stories')).toEqual([]);
    expect(linksAddedOn('/nowhere')).toEqual([]);
  });
});
