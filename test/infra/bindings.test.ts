import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdkJsonContext } from '#infra/app.ts';
import {
  DEAD_LETTER_FUNCTION_ID,
  SEED_FUNCTION_ID,
  workerFunctionId,
} from '#infra/constructs/function-entries.ts';
import type { QueueDefinition } from '#infra/queues.ts';
import { functionId, type Route, routes } from '#infra/routes.ts';
import { aiBudgetEnvironment, stageConfig } from '#infra/stage-config.ts';
import { allResources, type Synthesized, scratch, synthesize } from './synth.ts';

/** Rows that touch everything, and one that touches as little as possible: least privilege shows between them. */
const base = routes[0]!;
const everything: Route = {
  ...base,
  endpoint: { ...base.endpoint, name: 'probe.everything', path: '/api/probe/everything' },
  handler: 'api/probe/everything.ts',
  access: {
    table: 'read',
    queues: ['research'],
    blobs: 'readWrite',
    mail: true,
    secrets: ['openai', 'google'],
    kms: true,
  },
};
const minimal: Route = {
  ...base,
  endpoint: { ...base.endpoint, name: 'probe.minimal', path: '/api/probe/minimal' },
  handler: 'api/probe/minimal.ts',
  access: { table: 'read' },
};
const worked: QueueDefinition = {
  name: 'research',
  worker: 'workers/research.ts',
  batchSize: 2,
  timeoutSeconds: 60,
  maxReceives: 4,
  access: { table: 'readWrite', secrets: ['openai'], kms: true },
};

const dir = scratch();
let synth: Synthesized;
beforeAll(async () => {
  // Bindings do not depend on bundle contents, so stub bundles stand in for the handlers.
  for (const id of [
    functionId(everything),
    functionId(minimal),
    workerFunctionId('research'),
    DEAD_LETTER_FUNCTION_ID,
    SEED_FUNCTION_ID,
  ]) {
    mkdirSync(join(dir.dir, id), { recursive: true });
    writeFileSync(join(dir.dir, id, 'index.mjs'), 'export const handler = async () => ({});\n');
  }
  synth = await synthesize({
    functionsDir: dir.dir,
    routes: [everything, minimal],
    queues: [worked],
    webDist: null,
  });
});
afterAll(() => {
  synth?.cleanup();
  dir.cleanup();
});

const fn = (id: string) => {
  const found = allResources(synth).find(
    (r) => r.Type === 'AWS::Lambda::Function' && r.logicalId.startsWith(`${id}Function`),
  );
  if (!found) throw new Error(`No function ${id}`);
  return found;
};
const env = (id: string) =>
  Object.keys((fn(id).Properties?.Environment as { Variables?: object } | undefined)?.Variables ?? {}).sort();
const policies = (id: string) =>
  JSON.stringify(
    allResources(synth).filter(
      (r) => r.stack === fn(id).stack && r.Type === 'AWS::IAM::Policy' && r.logicalId.startsWith(`${id}Role`),
    ),
  );
const managedPolicies = (id: string) =>
  JSON.stringify(
    allResources(synth).find((r) => r.Type === 'AWS::IAM::Role' && r.logicalId.startsWith(`${id}Role`))
      ?.Properties?.ManagedPolicyArns,
  );

/** What every route's environment names: a read-only route's whole environment. */
const ROUTE_ENV = [
  'APP_URL',
  'NODE_OPTIONS',
  'ORIGIN_VERIFY_SECRET_ARN',
  'POWERTOOLS_SERVICE_NAME',
  'SESSION_SECRET_ARN',
  'TABLE_NAME',
];

describe('function bindings', () => {
  it('turn every kind of access into its environment variable', () => {
    expect(env(functionId(everything))).toEqual(
      [
        ...ROUTE_ENV,
        'GOOGLE_SECRET_ARN',
        'KMS_KEY_ID',
        'MAIL_FROM',
        'MEDIA_BUCKET',
        // An AI route's OpenAI client gives up before its Lambda does (issue 24).
        'OPENAI_MAX_RETRIES',
        'OPENAI_SECRET_ARN',
        'OPENAI_TIMEOUT_MS',
        'QUEUE_URL_RESEARCH',
        // A route that spends AI carries the stage's AI budget (issue 24).
        ...Object.keys(aiBudgetEnvironment(stageConfig((key) => cdkJsonContext()[key]))),
      ].sort(),
    );
  });

  it('grant what the environment names and nothing else', () => {
    const granted = policies(functionId(everything));
    for (const action of [
      'sqs:SendMessage',
      'kms:Encrypt',
      'kms:Decrypt',
      'secretsmanager:GetSecretValue',
      'ses:SendEmail',
    ]) {
      expect(granted).toContain(action);
    }
    expect(granted).toContain('kms:ViaService');
    expect(managedPolicies(functionId(everything))).toMatch(/TableAccessRead(?!Write)/);
    expect(managedPolicies(functionId(everything))).toContain('MediaAccessReadWrite');
  });

  it('give a read-only route read access to the table, the session key and the origin header only', () => {
    expect(env(functionId(minimal))).toEqual([...ROUTE_ENV].sort());
    const granted = policies(functionId(minimal));
    for (const action of ['sqs:', 'kms:Encrypt', 's3:', 'ses:', 'dynamodb:'])
      expect(granted).not.toContain(action);
    expect(managedPolicies(functionId(minimal))).toMatch(/TableAccessRead(?!Write)/);
  });

  it('never allow Scan on the table', () => {
    const tablePolicies = JSON.stringify(
      allResources(synth).filter(
        (r) => r.Type === 'AWS::IAM::ManagedPolicy' && r.logicalId.startsWith('TableAccess'),
      ),
    );
    expect(tablePolicies).toContain('dynamodb:Query');
    expect(tablePolicies).not.toContain('dynamodb:Scan');
  });

  it('connect a queue worker with its batch size and partial batch failures, and no session key', () => {
    const id = workerFunctionId('research');
    expect(fn(id).Properties?.Timeout).toBe(worked.timeoutSeconds);
    expect(env(id)).not.toContain('SESSION_SECRET_ARN');
    const mapping = allResources(synth).find(
      (r) =>
        r.Type === 'AWS::Lambda::EventSourceMapping' &&
        JSON.stringify(r.Properties?.FunctionName).includes(id),
    );
    expect(mapping?.Properties).toMatchObject({
      BatchSize: 2,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });
});
