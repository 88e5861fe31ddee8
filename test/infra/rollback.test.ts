import { LambdaClient } from '@aws-sdk/client-lambda';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { applyRollback, planRollback, stagePrefix } from '#infra/rollback.ts';
import { FakeLambda } from '#test/fakes/lambda-server.ts';

const lambda = await new FakeLambda().start();
afterAll(() => lambda.stop());

const client = () =>
  new LambdaClient({
    endpoint: lambda.url,
    region: 'eu-west-2',
    credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' },
    maxAttempts: 1,
  });

/** Three deploys of three functions of prod, one of staging, and a function with no `live` alias. */
beforeEach(() => {
  lambda.functions.clear();
  lambda.updates.length = 0;
  lambda.refuseUpdates.clear();
  const deploys = (first: number) => [
    { version: String(first), release: 'aaa111' },
    { version: String(first + 1), release: 'bbb222' },
    { version: String(first + 2), release: 'ccc333' },
  ];
  lambda.addFunction('Walt-Api-Auth-AuthLoginFunction-X1', deploys(1), '3');
  lambda.addFunction('Walt-Api-Stories-StoriesGetStoryFunction-X2', deploys(4), '6');
  lambda.addFunction('Walt-Queues-WorkerMemoryFunction-X3', deploys(1), '3');
  lambda.addFunction('WaltStaging-Api-Auth-AuthLoginFunction-Y1', deploys(1), '3');
  lambda.addFunction('Walt-Data-SomeCustomResource-Z9', [{ version: '1' }]);
});

describe('npm run rollback', () => {
  it('names each stage by its stacks’ prefix', () => {
    expect(stagePrefix('prod')).toBe('Walt');
    expect(stagePrefix('staging')).toBe('WaltStaging');
  });

  it('moves every live alias of the stage back to the previous deploy’s version, and nothing else', async () => {
    const plan = await planRollback(client(), { prefix: 'Walt' });
    expect(plan.problems).toEqual([]);
    expect(plan.steps).toEqual([
      { functionName: 'Walt-Api-Auth-AuthLoginFunction-X1', from: '3', to: '2' },
      { functionName: 'Walt-Api-Stories-StoriesGetStoryFunction-X2', from: '6', to: '5' },
      { functionName: 'Walt-Queues-WorkerMemoryFunction-X3', from: '3', to: '2' },
    ]);
    await applyRollback(client(), plan);
    expect(lambda.liveOf('Walt-Api-Auth-AuthLoginFunction-X1')).toBe('2');
    expect(lambda.liveOf('Walt-Api-Stories-StoriesGetStoryFunction-X2')).toBe('5');
    expect(lambda.liveOf('Walt-Queues-WorkerMemoryFunction-X3')).toBe('2');
    // Staging is another stage; a function without the alias is not the app's.
    expect(lambda.liveOf('WaltStaging-Api-Auth-AuthLoginFunction-Y1')).toBe('3');
    expect(lambda.updates.every((update) => update.alias === 'live')).toBe(true);
  });

  it('goes to a named release’s versions, and a second run changes nothing', async () => {
    const plan = await planRollback(client(), { prefix: 'Walt', release: 'aaa111' });
    expect(plan.steps.map((step) => step.to)).toEqual(['1', '4', '1']);
    await applyRollback(client(), plan);
    expect((await planRollback(client(), { prefix: 'Walt', release: 'aaa111' })).steps).toEqual([]);
  });

  it('reports a function with nothing to go back to, so nothing is changed', async () => {
    lambda.addFunction('Walt-Api-Family-FamilyNewFunction-X4', [{ version: '1', release: 'ccc333' }], '1');
    const plan = await planRollback(client(), { prefix: 'Walt' });
    expect(plan.problems).toEqual(['Walt-Api-Family-FamilyNewFunction-X4: no version before 1']);
    const named = await planRollback(client(), { prefix: 'Walt', release: 'zzz999' });
    expect(named.problems).toHaveLength(4);
  });

  it('says which functions were already moved when one refuses', async () => {
    lambda.refuseUpdates.add('Walt-Api-Stories-StoriesGetStoryFunction-X2');
    const plan = await planRollback(client(), { prefix: 'Walt' });
    await expect(applyRollback(client(), plan)).rejects.toThrow(
      /Walt-Api-Stories-StoriesGetStoryFunction-X2 refused .*already moved: Walt-Api-Auth-AuthLoginFunction-X1/,
    );
  });
});
