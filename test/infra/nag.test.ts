import { Stack } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdkJsonContext, createApp } from '#infra/app.ts';
import { type Synthesized, scratch, synthesize } from './synth.ts';

let synth: Synthesized;
beforeAll(async () => {
  synth = await synthesize();
});
afterAll(() => synth?.cleanup());

describe('cdk-nag AwsSolutions checks', () => {
  it('leave no error in any stack (synthesis throws on an unacknowledged finding)', () => {
    const errors = synth.built.stacks.flatMap((stack) =>
      synth.assembly
        .getStackByName(stack.stackName)
        .messages.filter((message) => message.level === 'error')
        .map((message) => `${message.id}: ${String(message.entry.data)}`),
    );
    expect(errors).toEqual([]);
  });

  it('are wired into the app: an unlogged bucket that allows plain HTTP fails synthesis', () => {
    const { dir, cleanup } = scratch();
    try {
      const { app } = createApp({
        functionsDir: synth.functionsDir,
        webDist: null,
        context: cdkJsonContext(),
        outdir: dir,
      });
      new s3.Bucket(new Stack(app, 'Probe'), 'Unchecked');
      let report = '';
      try {
        app.synth();
      } catch (error) {
        report = (error as Error).message;
      }
      expect(report).toContain('AwsSolutions-S1');
      expect(report).toContain('AwsSolutions-S10');
      expect(report).toContain('Probe/Unchecked');
    } finally {
      cleanup();
    }
  });
});
