import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cdkJsonContext } from '#infra/app.ts';
import { functionEntries, repoRoot } from '#infra/constructs/function-entries.ts';
import { scratch } from './synth.ts';

const dir = scratch();
afterAll(() => dir.cleanup());

/**
 * Runs cdk.json's `app` command the way the CDK CLI does (CDK_OUTDIR and CDK_CONTEXT_JSON in the
 * environment), so the entry point itself is covered without depending on the CLI's version.
 */
describe('cdk.json app command', () => {
  it('synthesises every stack into the directory the CLI asks for', () => {
    const functionsDir = join(dir.dir, 'functions');
    for (const { id } of functionEntries()) {
      mkdirSync(join(functionsDir, id), { recursive: true });
      writeFileSync(join(functionsDir, id, 'index.mjs'), 'export const handler = async () => ({});\n');
    }
    const outdir = join(dir.dir, 'cdk.out');
    const { app } = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as { app: string };
    execSync(app, {
      cwd: repoRoot,
      stdio: 'pipe',
      env: {
        ...process.env,
        CDK_OUTDIR: outdir,
        CDK_CONTEXT_JSON: JSON.stringify({ ...cdkJsonContext(), functionsDir }),
      },
    });
    const manifest = JSON.parse(readFileSync(join(outdir, 'manifest.json'), 'utf8')) as {
      artifacts: Record<string, { type: string }>;
    };
    const stacks = Object.entries(manifest.artifacts)
      .filter(([, artifact]) => artifact.type === 'aws:cloudformation:stack')
      .map(([name]) => name);
    expect(stacks).toEqual(
      expect.arrayContaining(['Walt-Data', 'Walt-Secrets', 'Walt-Web', 'Walt-Queues', 'Walt-Api']),
    );
    for (const stack of stacks) expect(existsSync(join(outdir, `${stack}.template.json`)), stack).toBe(true);
  });
});

describe('cdk synth (the CLI)', () => {
  it('synthesises the real app with the pinned CLI, cdk-nag included', () => {
    const functionsDir = join(dir.dir, 'cli-functions');
    for (const { id } of functionEntries()) {
      mkdirSync(join(functionsDir, id), { recursive: true });
      writeFileSync(join(functionsDir, id, 'index.mjs'), 'export const handler = async () => ({});\n');
    }
    const outdir = join(dir.dir, 'cli.out');
    // The CLI reports on stderr; both streams are read.
    const run = spawnSync(
      'npx',
      ['cdk', 'synth', '--quiet', '--output', outdir, '-c', `functionsDir=${functionsDir}`],
      {
        cwd: repoRoot,
        encoding: 'utf8',
      },
    );
    expect(run.status, run.stderr).toBe(0);
    expect(`${run.stdout}${run.stderr}`).toContain('Successfully synthesized');
    expect(existsSync(join(outdir, 'Walt-Data.template.json'))).toBe(true);
  });
});
