import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, describe, expect, it } from 'vitest';
import { LIVE_ALIAS, RELEASE_VARIABLE, WaltFunction } from '#infra/constructs/walt-function.ts';
import { scratch } from './synth.ts';

const bundles = scratch();
afterAll(() => bundles.cleanup());
mkdirSync(join(bundles.dir, 'Probe'), { recursive: true });
writeFileSync(join(bundles.dir, 'Probe', 'index.mjs'), 'export const handler = async () => ({});\n');

/** One function synthesised in an app with this context. */
const synth = (context: Record<string, string>) => {
  const stack = new Stack(new App({ context }), 'Probe');
  new WaltFunction(stack, 'Probe', {
    functionId: 'Probe',
    functionsDir: bundles.dir,
    timeoutSeconds: 5,
    memoryMb: 256,
  });
  return Template.fromStack(stack);
};

const versionIdOf = (template: Template): string => {
  const versions = Object.keys(template.findResources('AWS::Lambda::Version'));
  expect(versions).toHaveLength(1);
  return versions[0] ?? '';
};

describe('WaltFunction: a live alias on a version each release publishes', () => {
  it('puts the release in the environment, and a new release makes a new version', () => {
    const first = synth({ release: 'aaa111' });
    first.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: { [RELEASE_VARIABLE]: 'aaa111' } },
    });
    first.hasResourceProperties('AWS::Lambda::Alias', { Name: LIVE_ALIAS });
    first.hasResource('AWS::Lambda::Version', { DeletionPolicy: 'Retain' });
    const second = synth({ release: 'bbb222' });
    expect(versionIdOf(second)).not.toBe(versionIdOf(first));
    expect(versionIdOf(synth({ release: 'aaa111' }))).toBe(versionIdOf(first));
  });

  it('has no release variable when none is given (a local synth)', () => {
    const template = synth({});
    const [fn] = Object.values(template.findResources('AWS::Lambda::Function'));
    expect(JSON.stringify(fn?.Properties?.Environment)).not.toContain(RELEASE_VARIABLE);
  });
});
