import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cdkJsonContext } from '#infra/app.ts';
import { functionsUpToDate } from '#infra/build-functions.ts';
import { webBuildUpToDate } from '#infra/build-web.ts';
import { functionEntries, repoRoot } from '#infra/constructs/function-entries.ts';
import { scratch } from './synth.ts';

const dir = scratch();
afterAll(() => dir.cleanup());

/** Where a fresh clone would have nothing: no bundles, no web build. Not created by the test. */
const functionsDir = join(dir.dir, 'functions');
const webDist = join(dir.dir, 'web-dist');
const stamp = join(functionsDir, 'inputs.json');
const index = join(webDist, 'index.html');
const bundle = (id: string) => join(functionsDir, id, 'index.mjs');

/**
 * Runs cdk.json's `app` command the way the CDK CLI does (CDK_OUTDIR and CDK_CONTEXT_JSON in the
 * environment), so the entry point itself is covered without depending on the CLI's version.
 */
const runApp = (outdir: string) => {
  const { app } = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as { app: string };
  const run = spawnSync(app, {
    cwd: repoRoot,
    shell: true,
    encoding: 'utf8',
    env: {
      ...process.env,
      CDK_OUTDIR: outdir,
      CDK_CONTEXT_JSON: JSON.stringify({ ...cdkJsonContext(), functionsDir, webDist }),
    },
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stderr;
};

const stacksIn = (outdir: string): string[] => {
  const manifest = JSON.parse(readFileSync(join(outdir, 'manifest.json'), 'utf8')) as {
    artifacts: Record<string, { type: string }>;
  };
  return Object.entries(manifest.artifacts)
    .filter(([, artifact]) => artifact.type === 'aws:cloudformation:stack')
    .map(([name]) => name);
};

/** `name` in every asset folder of a cloud assembly that has one. */
const assetFiles = (outdir: string, name: string): string[] =>
  readdirSync(outdir)
    .filter((entry) => entry.startsWith('asset.'))
    .map((entry) => join(outdir, entry, name))
    .filter((file) => existsSync(file));

// The tests build on each other: the first builds, the next two look at what it built.
describe('cdk.json app command', () => {
  it('builds the function bundles and the web app a fresh clone lacks, then synthesises every stack', () => {
    expect(existsSync(functionsDir) || existsSync(webDist)).toBe(false);
    const outdir = join(dir.dir, 'fresh.out');
    const log = runApp(outdir);
    expect(log).toContain(`Bundling the functions into ${functionsDir}`);
    expect(log).toContain(`Building the web app into ${webDist}`);

    for (const { id } of functionEntries()) {
      expect(readFileSync(bundle(id), 'utf8'), id).toMatch(
        /^import \{ createRequire as __waltCreateRequire \}/,
      );
    }
    expect(readFileSync(index, 'utf8')).toContain('<div id="root">');
    const stacks = stacksIn(outdir);
    expect(stacks).toEqual(
      expect.arrayContaining(['Walt-Data', 'Walt-Secrets', 'Walt-Web', 'Walt-Queues', 'Walt-Api']),
    );
    for (const stack of stacks) expect(existsSync(join(outdir, `${stack}.template.json`)), stack).toBe(true);
    // The assembly carries the real bundles and the real site.
    const bundles = assetFiles(outdir, 'index.mjs').map((file) => readFileSync(file, 'utf8'));
    expect(bundles).toContain(readFileSync(bundle('DeadLetterWorker'), 'utf8'));
    expect(assetFiles(outdir, 'index.html').map((file) => readFileSync(file, 'utf8'))).toContain(
      readFileSync(index, 'utf8'),
    );
  });

  it('reuses bundles and a web build newer than their sources (the pinned CLI, cdk-nag included)', () => {
    const before = [
      statSync(stamp).mtimeMs,
      statSync(bundle('DeadLetterWorker')).mtimeMs,
      statSync(index).mtimeMs,
    ];
    const outdir = join(dir.dir, 'cli.out');
    // The CLI reports on stderr; both streams are read.
    const run = spawnSync(
      'npx',
      [
        'cdk',
        'synth',
        '--quiet',
        '--output',
        outdir,
        '-c',
        `functionsDir=${functionsDir}`,
        '-c',
        `webDist=${webDist}`,
      ],
      { cwd: repoRoot, encoding: 'utf8' },
    );
    expect(run.status, run.stderr).toBe(0);
    const output = `${run.stdout}${run.stderr}`;
    expect(output).toContain('Successfully synthesized');
    expect(output).not.toContain('Bundling the functions');
    expect(output).not.toContain('Building the web app');
    expect([
      statSync(stamp).mtimeMs,
      statSync(bundle('DeadLetterWorker')).mtimeMs,
      statSync(index).mtimeMs,
    ]).toEqual(before);
    expect(stacksIn(outdir)).toContain('Walt-Data');
  });

  it('counts a build dated before its sources as out of date', () => {
    expect(functionsUpToDate(functionsDir)).toBe(true);
    expect(webBuildUpToDate(webDist)).toBe(true);
    const longAgo = new Date('2001-01-01T00:00:00Z');
    utimesSync(stamp, longAgo, longAgo);
    utimesSync(index, longAgo, longAgo);
    expect(functionsUpToDate(functionsDir)).toBe(false);
    expect(webBuildUpToDate(webDist)).toBe(false);
  });
});
