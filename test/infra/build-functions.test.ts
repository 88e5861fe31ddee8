import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, utimesSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BuiltFunction,
  buildFunctions,
  functionsUpToDate,
  VIRTUAL_INPUT,
} from '#infra/build-functions.ts';
import { DEAD_LETTER_FUNCTION_ID, functionEntries } from '#infra/constructs/function-entries.ts';
import { functionId, routes } from '#infra/routes.ts';
import { SESSION_TYPES } from '#shared/constants.ts';
import { scratch } from './synth.ts';

/** Credential providers Lambda never needs; their presence means the alias in build-functions broke. */
const UNWANTED = /credential-provider-(sso|ini|process|node|web-identity)|token-providers/;

const dir = scratch();
let built: BuiltFunction[];
beforeAll(async () => {
  built = await buildFunctions({ outdir: dir.dir });
});
afterAll(() => dir.cleanup());

describe('build-functions', () => {
  it('bundles every route, every queue worker and the dead-letter worker', () => {
    const ids = built.map((fn) => fn.id);
    expect(ids).toEqual(functionEntries().map((entry) => entry.id));
    expect(ids).toEqual(expect.arrayContaining([...routes.map(functionId), DEAD_LETTER_FUNCTION_ID]));
    for (const fn of built) expect(fn.file).toBe(`${dir.dir}/${fn.id}/index.mjs`);
  });

  it('writes ESM with a real require and a linked source map', async () => {
    for (const fn of built) {
      const code = await readFile(fn.file, 'utf8');
      expect(code.startsWith("import { createRequire as __waltCreateRequire } from 'node:module';")).toBe(
        true,
      );
      expect(code).toContain('//# sourceMappingURL=index.mjs.map');
      await expect(readFile(`${fn.file}.map`, 'utf8')).resolves.toContain('"mappings"');
    }
  });

  it('produces bundles that plain Node loads, each exporting a handler', () => {
    // A fresh Node process, as Lambda has: no test runner transforms in between.
    const script = `const files = JSON.parse(process.argv[1]);
      const kinds = [];
      for (const file of files) kinds.push(typeof (await import(file)).handler);
      console.log(JSON.stringify(kinds));`;
    const output = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', script, JSON.stringify(built.map((fn) => pathToFileURL(fn.file).href))],
      { env: { ...process.env, AWS_REGION: 'eu-west-1' }, encoding: 'utf8' },
    );
    expect(JSON.parse(output)).toEqual(built.map(() => 'function'));
  });

  it('bundles the AWS SDK with the environment credential provider only', () => {
    for (const fn of built) {
      const inputs = Object.keys(fn.inputs);
      expect(
        inputs.some((input) => input.includes('@aws-sdk/client-dynamodb')),
        fn.id,
      ).toBe(true);
      expect(
        inputs.some((input) => input.includes('credential-provider-env')),
        fn.id,
      ).toBe(true);
      expect(
        inputs.filter((input) => UNWANTED.test(input)),
        fn.id,
      ).toEqual([]);
    }
  });

  it('ships the common-password list as a module of its own, only where a password is set', () => {
    const withList = built
      .filter((fn) => existsSync(join(dir.dir, fn.id, 'common-passwords.mjs')))
      .map((fn) => fn.id);
    expect(withList.sort()).toEqual(['AccountChangePassword', 'AuthRegister', 'AuthResetPassword']);
    // Not inside any bundle: a cold start never reads it.
    for (const fn of built)
      expect(Object.keys(fn.inputs).filter((input) => input.includes('fxa-common-password-list'))).toEqual(
        [],
      );
  });

  it('ships the seeded interview scripts as a module of their own, loaded only where paths are seeded', () => {
    const withScripts = built
      .filter((fn) => existsSync(join(dir.dir, fn.id, 'paths-seed-content.mjs')))
      .map((fn) => fn.id);
    // The call seeds a missing section's path; the seed function after a deploy seeds them all.
    expect(withScripts.sort()).toEqual(['ConversationsStartConversation', 'SeedWorker']);
    const script = `const { SEED_PATHS } = await import(process.argv[1]);
      console.log(JSON.stringify(Object.keys(SEED_PATHS)));`;
    const output = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        script,
        pathToFileURL(join(dir.dir, withScripts[0] ?? '', 'paths-seed-content.mjs')).href,
      ],
      { encoding: 'utf8' },
    );
    expect(JSON.parse(output)).toEqual([...SESSION_TYPES]);
    const stamp = JSON.parse(readFileSync(join(dir.dir, 'inputs.json'), 'utf8')) as { inputs: string[] };
    expect(stamp.inputs).toContain('functions/core/paths/seed-content.ts');
  });

  it('loads the list from that module when a password is checked', () => {
    // The register bundle's own dynamic import, resolved next to it as in the Lambda asset.
    const script = `const list = (await import(process.argv[1])).default;
      console.log(JSON.stringify([list.test('password1'), list.test('a quiet walk by the river 1962')]));`;
    const output = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        script,
        pathToFileURL(join(dir.dir, 'AuthRegister', 'common-passwords.mjs')).href,
      ],
      { encoding: 'utf8' },
    );
    expect(JSON.parse(output)).toEqual([true, false]);
    expect(readFileSync(join(dir.dir, 'AuthRegister', 'index.mjs'), 'utf8')).toContain(
      '"./common-passwords.mjs"',
    );
  });

  it('records what it built from, so a later synth can tell whether the bundles are up to date', () => {
    const stamp = JSON.parse(readFileSync(join(dir.dir, 'inputs.json'), 'utf8')) as { inputs: string[] };
    // Every source esbuild read, and the settings that are not esbuild inputs.
    // (Modules a build plugin makes up, named `namespace:path`, are not files and are left out.)
    for (const fn of built)
      for (const input of Object.keys(fn.inputs).filter((name) => !VIRTUAL_INPUT.test(name)))
        expect(stamp.inputs).toContain(input);
    expect(stamp.inputs).toEqual(expect.arrayContaining(['infra/build-functions.ts', 'package-lock.json']));

    expect(functionsUpToDate(dir.dir)).toBe(true);
    // A route added (or a handler moved) since the build.
    expect(functionsUpToDate(dir.dir, functionEntries().slice(1))).toBe(false);
    expect(functionsUpToDate(join(dir.dir, 'nothing-here'))).toBe(false);
    // Sources newer than the build.
    const longAgo = new Date('2001-01-01T00:00:00Z');
    utimesSync(join(dir.dir, 'inputs.json'), longAgo, longAgo);
    expect(functionsUpToDate(dir.dir)).toBe(false);
  });
});
