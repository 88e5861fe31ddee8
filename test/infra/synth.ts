import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { type AppOptions, cdkJsonContext, createApp } from '#infra/app.ts';
import { buildFunctions } from '#infra/build-functions.ts';
import { functionEntries } from '#infra/constructs/function-entries.ts';

export type BuiltApp = ReturnType<typeof createApp>;

export interface Synthesized {
  built: BuiltApp;
  assembly: CloudAssembly;
  /** Where the bundles are, for further apps in the same test file. */
  functionsDir: string;
  /** Each stack's template by stack name. */
  templates: Map<string, Template>;
  /** Raw templates, for checks across every resource. */
  json: Map<string, { Resources?: Record<string, { Type: string; Properties?: Record<string, unknown> }> }>;
  cleanup: () => void;
}

/** A scratch folder for bundles and the cloud assembly, removed by `cleanup`. */
export const scratch = (): { dir: string; cleanup: () => void } => {
  const dir = mkdtempSync(join(tmpdir(), 'walt-infra-'));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
};

/**
 * An empty bundle for each function (every function of the app unless `ids` are given) under `functionsDir`,
 * which is all WaltFunction needs to synthesise; answers `functionsDir`.
 */
export const stubBundles = (functionsDir: string, ids = functionEntries().map(({ id }) => id)): string => {
  for (const id of ids) {
    mkdirSync(join(functionsDir, id), { recursive: true });
    writeFileSync(join(functionsDir, id, 'index.mjs'), 'export const handler = async () => ({});');
  }
  return functionsDir;
};

/** A stand-in for the Vite build, so the site deployment is synthesised (and checked) too. */
const fakeWebDist = (dir: string): string => {
  const dist = join(dir, 'web-dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Walt</title>');
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log("walt")');
  return dist;
};

/**
 * Bundles every function (unless `functionsDir` is given), then builds and synthesises the app in-process
 * with cdk.json's context. Synthesis runs cdk-nag and throws on any unacknowledged finding.
 */
export const synthesize = async (
  options: Omit<AppOptions, 'context' | 'outdir'> = {},
): Promise<Synthesized> => {
  const { dir, cleanup } = scratch();
  const functionsDir = options.functionsDir ?? join(dir, 'functions');
  if (!options.functionsDir) await buildFunctions({ outdir: functionsDir });
  const built = createApp({
    webDist: fakeWebDist(dir),
    ...options,
    functionsDir,
    context: cdkJsonContext(),
    outdir: join(dir, 'cdk.out'),
  });
  const assembly = built.app.synth();
  const templates = new Map<string, Template>();
  const json: Synthesized['json'] = new Map();
  for (const stack of built.stacks) {
    const template = assembly.getStackByName(stack.stackName).template;
    json.set(stack.stackName, template);
    templates.set(stack.stackName, Template.fromJSON(template));
  }
  return { built, assembly, functionsDir, templates, json, cleanup };
};

/** Every resource of every stack, with the stack it lives in. */
export const allResources = (synth: Synthesized) =>
  [...synth.json].flatMap(([stack, template]) =>
    Object.entries(template.Resources ?? {}).map(([logicalId, resource]) => ({
      stack,
      logicalId,
      ...resource,
    })),
  );
