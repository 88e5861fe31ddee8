import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * The doors people arrive through, and the lazy screen each one opens (as `screenRoute(path, () =>
 * import(...), name)` in web/src/app/route-groups). A screen's chunk is otherwise found only once the entry has
 * run and the router has matched the path: one more round trip on the first load, and the entry's first
 * task pays for adding the screen's preload links.
 */
export const DOOR_SCREENS: Readonly<Record<string, string>> = {
  '/': 'src/features/public-pages/routes/landing-route.tsx',
  '/login': 'src/features/auth/routes/login-route.tsx',
  '/register': 'src/features/auth/routes/register-route.tsx',
  '/app': 'src/features/home/routes/app-home-route.tsx',
};

/** The file name of the script the built index.html loads (asynchronously) before the entry. */
export const ROUTE_PRELOAD_PREFIX = 'assets/route-preload-';

const chunkOf = (bundle: OutputBundle, source: string): OutputChunk | undefined =>
  Object.values(bundle).find(
    (file): file is OutputChunk => file.type === 'chunk' && file.facadeModuleId === source,
  );

/** Every JS file a chunk imports statically (itself included), and the CSS they need. */
const closure = (bundle: OutputBundle, chunk: OutputChunk, files = new Set<string>()): Set<string> => {
  if (files.has(chunk.fileName)) return files;
  files.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (imported?.type === 'chunk') closure(bundle, imported, files);
  }
  return files;
};

/**
 * The script: on a door's path it adds the screen's files as preloads (JS as modulepreload, CSS as a
 * style preload; Vite's own loader then finds the scripts already there and adds the stylesheet from
 * the cache). A classic async script, because the content security policy allows no inline script.
 */
const preloadScript = (doors: Record<string, string[]>): string =>
  `(()=>{var d=${JSON.stringify(doors)},p=location.pathname.replace(/\\/+$/,"")||"/",f=d[p];` +
  'if(!f)return;for(var i=0;i<f.length;i++){var l=document.createElement("link"),c=/\\.css$/.test(f[i]);' +
  'l.rel=c?"preload":"modulepreload";l.as=c?"style":"script";l.crossOrigin="";l.href=f[i];' +
  'document.head.appendChild(l)}})();\n';

/**
 * Vite plugin (build only): writes the door preload script and loads it from index.html ahead of the
 * entry, so a door's screen downloads alongside the entry instead of after it.
 */
export const routePreload = (webRoot: string): Plugin => ({
  name: 'walt:route-preload',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const entry = Object.values(bundle).find(
      (file): file is OutputChunk => file.type === 'chunk' && file.isEntry,
    );
    const html = bundle['index.html'];
    if (!entry || html?.type !== 'asset') this.error('route-preload: no entry chunk or index.html');
    const loaded = closure(bundle, entry);
    const doors: Record<string, string[]> = {};
    for (const [path, screen] of Object.entries(DOOR_SCREENS)) {
      const chunk = chunkOf(bundle, resolve(webRoot, screen));
      if (!chunk) this.error(`route-preload: ${screen} (for ${path}) is not a chunk of this build`);
      doors[path] = [...closure(bundle, chunk)].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
    }
    const source = preloadScript(doors);
    const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
    const fileName = `${ROUTE_PRELOAD_PREFIX}${hash}.js`;
    this.emitFile({ type: 'asset', fileName, source });
    const tag = `<script async src="/${fileName}"></script>\n    `;
    html.source = String(html.source).replace(/<script type="module"/, `${tag}<script type="module"`);
  },
});
