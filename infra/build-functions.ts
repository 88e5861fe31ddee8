import { existsSync, readFileSync, statSync } from 'node:fs';
import { copyFile, rm, utimes, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type BuildOptions, build, type Metafile, type Plugin } from 'esbuild';
import {
  defaultFunctionsDist,
  type FunctionEntry,
  functionEntries,
  repoRoot,
} from './constructs/function-entries.ts';
import { openaiUsedResources } from './openai-resources.ts';

/** What one bundle came out as: where it is, how big, and which source files went into it. */
export interface BuiltFunction {
  id: string;
  file: string;
  bytes: number;
  /** Bytes each input contributed to the bundle, keyed by path relative to the repository root. */
  inputs: Record<string, number>;
}

export interface BuildFunctionsOptions {
  /** Receives `<id>/index.mjs` per entry; emptied first. Defaults to dist/functions. */
  outdir?: string;
  /** Defaults to every route, worker and the dead-letter worker. */
  entries?: FunctionEntry[];
}

/**
 * ESM cannot `require`, yet some bundled CommonJS (parts of the AWS SDK's dependency tree) still does; this
 * gives the bundle a real `require` so those calls keep working.
 */
const banner =
  "import { createRequire as __waltCreateRequire } from 'node:module';\nconst require = __waltCreateRequire(import.meta.url);";

/** The production esbuild settings, shared with the bundle benchmark so it measures what we ship. */
export const bundleOptions: BuildOptions = {
  absWorkingDir: repoRoot,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  // The SDK's ES module builds tree-shake far better than its CommonJS ones.
  mainFields: ['module', 'main'],
  minify: true,
  // Error classes name themselves after their constructor; keep those names readable in logs.
  keepNames: true,
  treeShaking: true,
  sourcemap: 'linked',
  // Stack traces need the mappings, not the sources: smaller assets, faster source-map loading.
  sourcesContent: false,
  outExtension: { '.js': '.mjs' },
  banner: { js: banner },
  // Bundle the SDK (pinned, tree-shaken) instead of the runtime's copy, but only with the env credential
  // provider: Lambda always has credentials in the environment (ARCHITECTURE §6).
  alias: { '@aws-sdk/credential-provider-node': './functions/lib/aws/env-credentials.ts' },
  metafile: true,
  logLevel: 'warning',
};

/**
 * Data loaded on first use (by dynamic import), shipped as a module of its own next to the bundles that
 * import it, so it counts neither in a bundle's bytes nor in its cold start: Mozilla's common-password list
 * (237 KiB, read only when a password is set), the seed content of paths, journeys and formats (read only
 * when a seeded item is missing) and the offline memory extractor (pure functions, used only without an AI
 * provider). `entry` is what the source imports: a package name, or a repository file
 * matched against the importing file's own relative import.
 */
export const LAZY_MODULES: { entry: string; file: string }[] = [
  { entry: 'fxa-common-password-list', file: 'common-passwords.mjs' },
  { entry: './functions/core/paths/seed-content.ts', file: 'paths-seed-content.mjs' },
  { entry: './functions/core/journeys/seed-content.ts', file: 'journeys-seed-content.mjs' },
  { entry: './functions/core/formats/seed-content.ts', file: 'formats-seed-content.mjs' },
  // The offline memory extractor: used only without an AI provider (the local runtime), never by a deployment.
  { entry: './functions/core/memory/extract-offline.ts', file: 'memory-extract-offline.mjs' },
  // The second-factor check of a password reset: only a two-factor account's reset loads it.
  { entry: './functions/core/auth/second-factor.ts', file: 'auth-second-factor.mjs' },
  // The keepsake PDF (pdf-lib, the Markdown parser): the export worker loads it at its first PDF (issue 26).
  { entry: './shared/keepsake-pdf.ts', file: 'keepsake-pdf.mjs' },
];

/**
 * Modules esbuild may leave out whole when a bundle uses none of their exports. DynamoDB-Toolbox declares no
 * `sideEffects` in its package.json, and its action classes carry static fields, which esbuild must treat as
 * side effects: a module that imports `QueryCommand` for one function kept the whole query machinery in every
 * bundle that used any other function of that module. Our `shared/` schema modules build zod schemas with
 * method calls (`.check()`), which esbuild cannot prove pure either, so importing a contract module kept every
 * schema module it names. Both only declare classes, functions, schemas and constants; `shared/zod-locale.ts`
 * is the one module imported for its effect (zod's English messages) and stays as it is.
 */
const SIDE_EFFECT_FREE = [
  /[\\/]node_modules[\\/]dynamodb-toolbox[\\/]/,
  // aws4fetch (the S3 adapter's signer) builds a TextEncoder and a Set at load: only the bundles that may
  // touch files should carry it.
  /[\\/]node_modules[\\/]aws4fetch[\\/]/,
  /[\\/]shared[\\/](?:contract|schemas)[\\/][^\\/]+\.ts$|[\\/]shared[\\/](?:texts|constants)\.ts$/,
  // Walt's memory compiles its statement patterns (RegExps) at load: only the bundles that read or build a
  // memory should carry them.
  /[\\/]functions[\\/]core[\\/]memory[\\/][^\\/]+\.ts$/,
];

const sideEffectFree: Plugin = {
  name: 'side-effect-free-modules',
  setup(builder) {
    builder.onResolve({ filter: /^(dynamodb-toolbox|aws4fetch|#shared\/|\.)/ }, async (args) => {
      if (args.pluginData === 'side-effect-free') return undefined;
      const resolved = await builder.resolve(args.path, {
        importer: args.importer,
        kind: args.kind,
        resolveDir: args.resolveDir,
        pluginData: 'side-effect-free',
      });
      return resolved.errors.length > 0 || !SIDE_EFFECT_FREE.some((pattern) => pattern.test(resolved.path))
        ? undefined
        : { path: resolved.path, namespace: resolved.namespace, sideEffects: false };
    });
  },
};

const lazyModules: Plugin = {
  name: 'lazy-modules',
  setup(builder) {
    builder.onResolve(
      {
        filter:
          /^(fxa-common-password-list|\.\/seed-content\.ts|\.\/extract-offline\.ts|\.\/second-factor\.ts|#shared\/keepsake-pdf\.ts)$/,
      },
      ({ path, importer }) => {
        const wanted = path.startsWith('.')
          ? resolve(dirname(importer), path)
          : path.startsWith('#shared/')
            ? resolve(repoRoot, path.slice(1))
            : path;
        const lazy = LAZY_MODULES.find(({ entry }) =>
          entry.startsWith('.') ? resolve(repoRoot, entry) === wanted : entry === wanted,
        );
        return lazy ? { path: `./${lazy.file}`, external: true } : undefined;
      },
    );
  },
};

/** Builds each lazy module once and copies it next to every bundle that imports it; returns its inputs. */
const writeLazyModules = async (metafile: Metafile, outdir: string, entries: FunctionEntry[]) => {
  const inputs: string[] = [];
  for (const { entry: name, file } of LAZY_MODULES) {
    const users = entries.filter(({ id }) =>
      metafile.outputs[relative(repoRoot, join(outdir, id, 'index.mjs'))]?.imports.some(
        (imported) => imported.external && imported.path === `./${file}`,
      ),
    );
    if (users.length === 0) continue;
    const built = join(outdir, file);
    const result = await build({
      ...bundleOptions,
      entryPoints: [name],
      outdir: undefined,
      outfile: built,
      sourcemap: false,
      plugins: [openaiUsedResources()],
    });
    inputs.push(...Object.keys(result.metafile?.inputs ?? {}));
    for (const { id } of users) await copyFile(built, join(outdir, id, file));
    await rm(built);
  }
  return inputs;
};

const describeOutputs = (metafile: Metafile, outdir: string, entries: FunctionEntry[]): BuiltFunction[] =>
  entries.map(({ id }) => {
    const file = join(outdir, id, 'index.mjs');
    const output = metafile.outputs[relative(repoRoot, file)];
    if (!output) throw new Error(`esbuild wrote no bundle for ${id}`);
    const inputs = Object.fromEntries(
      Object.entries(output.inputs).map(([path, input]) => [path, input.bytesInOutput]),
    );
    return { id, file, bytes: output.bytes, inputs };
  });

/** An esbuild input a plugin made up (`openai-index:/…`, `openai-stand-ins:…`): not a file to date. */
export const VIRTUAL_INPUT = /^[a-z-]+:/;

/** Lists what the bundles in a folder were built from; its date is when that build started. */
const STAMP = 'inputs.json';

/** Read by the build without being an esbuild input: settings, the import map, the lock file. */
const CONFIG_INPUTS = ['infra/build-functions.ts', 'package.json', 'package-lock.json', 'tsconfig.json'];

interface Stamp {
  /** Each bundle's id and source, relative to the repository root. */
  entries: string[];
  /** Every file the bundles were built from, relative to the repository root. */
  inputs: string[];
}

const entryList = (entries: FunctionEntry[]): string[] =>
  entries.map(({ id, file }) => `${id} ${relative(repoRoot, file)}`);

/** Bundles every function in one esbuild run to `<outdir>/<FunctionId>/index.mjs`. */
export const buildFunctions = async (options: BuildFunctionsOptions = {}): Promise<BuiltFunction[]> => {
  const outdir = options.outdir ?? defaultFunctionsDist;
  const entries = options.entries ?? functionEntries();
  const started = new Date();
  await rm(outdir, { recursive: true, force: true });
  const result = await build({
    ...bundleOptions,
    entryPoints: Object.fromEntries(entries.map(({ id, file }) => [`${id}/index`, file])),
    outdir,
    plugins: [openaiUsedResources(), sideEffectFree, lazyModules],
  });
  const metafile = result.metafile as Metafile;
  const lazyInputs = await writeLazyModules(metafile, outdir, entries);
  const stamp: Stamp = {
    entries: entryList(entries),
    inputs: [...new Set([...Object.keys(metafile.inputs), ...lazyInputs, ...CONFIG_INPUTS])]
      .filter((input) => !VIRTUAL_INPUT.test(input))
      .sort(),
  };
  // Dated to the start, so a source saved while esbuild ran is newer than the stamp.
  await writeFile(join(outdir, STAMP), `${JSON.stringify(stamp, null, 2)}\n`);
  await utimes(join(outdir, STAMP), started, started);
  return describeOutputs(metafile, outdir, entries);
};

/**
 * True when `outdir` holds a bundle for exactly these entries and no file they were built from changed
 * since (or went missing).
 */
export const functionsUpToDate = (outdir: string, entries: FunctionEntry[] = functionEntries()): boolean => {
  const stampFile = join(outdir, STAMP);
  if (!existsSync(stampFile)) return false;
  const built = statSync(stampFile).mtimeMs;
  const stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as Stamp;
  return (
    JSON.stringify(stamp.entries) === JSON.stringify(entryList(entries)) &&
    entries.every(({ id }) => existsSync(join(outdir, id, 'index.mjs'))) &&
    stamp.inputs.every(
      (input) => (statSync(join(repoRoot, input), { throwIfNoEntry: false })?.mtimeMs ?? Infinity) <= built,
    )
  );
};

const main = async () => {
  const built = await buildFunctions();
  for (const { id, bytes } of built) console.log(`${id.padEnd(40)} ${(bytes / 1024).toFixed(1)} KiB`);
  console.log(`built ${built.length} functions into ${relative(process.cwd(), defaultFunctionsDist)}`);
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
