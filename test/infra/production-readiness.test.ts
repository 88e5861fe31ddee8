import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotaLimits } from '#functions/lib/config.ts';
import { cdkJsonContext, createApp } from '#infra/app.ts';
import { spendsAi } from '#infra/constructs/ai-budget.ts';
import { functionEntries, repoRoot, workerFunctionId } from '#infra/constructs/function-entries.ts';
import { LIVE_ALIAS } from '#infra/constructs/walt-function.ts';
import { deployWarning } from '#infra/deploy.ts';
import { queues } from '#infra/queues.ts';
import { functionId, HTTP_MAX_TIMEOUT_SECONDS, routes } from '#infra/routes.ts';
import { PENDING_UPLOADS_PREFIX } from '#infra/stacks/data-stack.ts';
import { AI_CALLS_METRIC } from '#infra/stacks/monitoring-stack.ts';
import { isStreamRoute } from '#infra/stacks/routes-stack.ts';
import { aiBudgetEnvironment, stageConfig } from '#infra/stage-config.ts';
import { allResources, type Synthesized, scratch, synthesize } from './synth.ts';

/**
 * Issue 24, the infrastructure points: the AI budget from per-stage context, alarms that can fire and reach
 * someone with one dashboard, worker and stream concurrency, the table's backup plan and the lifecycle of
 * uploads never used. Bundle contents do not matter here, so stub bundles stand in for the handlers.
 */
const bundles = scratch();
let synth: Synthesized;
beforeAll(async () => {
  for (const { id } of functionEntries()) {
    mkdirSync(join(bundles.dir, id), { recursive: true });
    writeFileSync(join(bundles.dir, id, 'index.mjs'), 'export const handler = async () => ({});\n');
  }
  synth = await synthesize({ functionsDir: bundles.dir, webDist: null });
});
afterAll(() => {
  synth?.cleanup();
  bundles.cleanup();
});

type Resource = ReturnType<typeof allResources>[number];
const prod = stageConfig((key) => cdkJsonContext()[key]);
const template = (stack: string): Template => {
  const found = synth.templates.get(`Walt-${stack}`);
  if (!found) throw new Error(`No stack Walt-${stack}`);
  return found;
};
const resources = (stack: string, type: string) =>
  Object.entries(synth.json.get(`Walt-${stack}`)?.Resources ?? {})
    .filter(([, resource]) => resource.Type === type)
    .map(([logicalId, resource]) => ({ logicalId, ...resource }));
const lambdaOf = (id: string): Resource => {
  const found = allResources(synth).find(
    (resource) => resource.Type === 'AWS::Lambda::Function' && resource.logicalId.startsWith(`${id}Function`),
  );
  if (!found) throw new Error(`No function ${id}`);
  return found;
};
const envOf = (id: string): Record<string, unknown> =>
  (lambdaOf(id).Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ??
  {};
const routeNamed = (name: string) => {
  const found = routes.find((route) => route.endpoint.name === name);
  if (!found) throw new Error(`No route ${name}`);
  return found;
};

describe('AI budget as configuration', () => {
  it('gives every name of the quota schema (functions/lib/config.ts) a value from context walt:stages', () => {
    const budget = aiBudgetEnvironment(prod);
    expect(Object.keys(budget).sort()).toEqual(Object.keys(quotaLimits()).sort());
    for (const value of Object.values(budget)) expect(value).toMatch(/^\d+$/);
  });

  it('sets a production ceiling that real traffic fits (one interview spends about 72 calls)', () => {
    expect(prod.name).toBe('prod');
    expect(prod.aiDailyCallCeiling).toBeGreaterThanOrEqual(72 * 500);
    expect(prod.aiDailyCallCeiling).not.toBe(5000);
  });

  it('sets the stage budget on every function that spends AI, and on no other', () => {
    const budget = aiBudgetEnvironment(prod);
    const spenders = routes.filter((route) => spendsAi(route.access, route.endpoint));
    // The rows the brief names: the OpenAI key's holders and every endpoint declaring a quota.
    for (const route of routes) {
      if (route.access.secrets?.includes('openai') || route.endpoint.quota)
        expect(spenders, route.endpoint.name).toContain(route);
    }
    for (const route of spenders) expect(envOf(functionId(route)), route.endpoint.name).toMatchObject(budget);
    for (const queue of queues.filter((row) => row.worker && spendsAi(row.access)))
      expect(envOf(workerFunctionId(queue.name)), queue.name).toMatchObject(budget);
    expect(envOf(functionId(routeNamed('audioChat.createSession')))).toMatchObject({
      AI_DAILY_CALL_CEILING: String(prod.aiDailyCallCeiling),
      REALTIME_MINUTES_PER_CALL: String(prod.realtimeMinutesPerCall),
      REALTIME_MINUTES_PER_DAY: String(prod.realtimeMinutesPerDay),
      AI_QUOTA_REALTIME_PER_USER: String(prod.aiQuotas.realtime.perUser),
    });
    // Queuing research or an artefact spends its quota in the request.
    expect(envOf(functionId(routeNamed('research.createReport')))).toMatchObject(budget);
    expect(envOf(functionId(routeNamed('artefacts.generateArtefact')))).toMatchObject(budget);
    expect(envOf(workerFunctionId('gmail'))).toMatchObject(budget);
    expect(envOf(functionId(routeNamed('auth.login')))).not.toHaveProperty('AI_DAILY_CALL_CEILING');
    expect(envOf(functionId(routeNamed('notes.listNotes')))).not.toHaveProperty('AI_DAILY_CALL_CEILING');
  });

  it('reads another stage with -c stage=staging: its own budget and stacks, a different ceiling', () => {
    const context = { ...cdkJsonContext(), stage: 'staging', 'walt:alarmEmail': 'ops@example.com' };
    const staging = stageConfig((key) => context[key as keyof typeof context]);
    expect(staging.aiDailyCallCeiling).toBeLessThan(prod.aiDailyCallCeiling);
    expect(staging.alarmEmail).toBe('ops@example.com');
    const dir = scratch();
    try {
      const built = createApp({ functionsDir: bundles.dir, webDist: null, context, outdir: dir.dir });
      expect(built.queues.stackName).toBe('WaltStaging-Queues');
      const queuesStack = Template.fromStack(built.queues);
      const worker = Object.values(queuesStack.findResources('AWS::Lambda::Function')).find((resource) =>
        String(resource.Properties?.Description).includes('research'),
      );
      expect(worker?.Properties?.Environment?.Variables).toMatchObject(aiBudgetEnvironment(staging));
      expect(worker?.Properties?.Environment?.Variables?.AI_DAILY_CALL_CEILING).toBe(
        String(staging.aiDailyCallCeiling),
      );
      // The alarm topic's subscriber comes from context.
      queuesStack.hasResourceProperties('AWS::SNS::Subscription', {
        Protocol: 'email',
        Endpoint: 'ops@example.com',
      });
    } finally {
      dir.cleanup();
    }
  });

  it('refuses a stage context does not define', () => {
    const context = { ...cdkJsonContext(), stage: 'nowhere' };
    expect(() => stageConfig((key) => context[key as keyof typeof context])).toThrow(/nowhere/);
  });

  it('is documented in the README', () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    for (const key of ['walt:stages', 'aiDailyCallCeiling', 'walt:alarmEmail', '-c stage=staging'])
      expect(readme).toContain(key);
  });
});

describe('alarms that can fire and reach someone', () => {
  const topicRef = () => {
    const [topic] = resources('Queues', 'AWS::SNS::Topic');
    if (!topic) throw new Error('No alarm topic');
    return topic.logicalId;
  };
  const monitoringAlarms = () => resources('Monitoring', 'AWS::CloudWatch::Alarm');
  const metricNames = (alarm: Resource | { Properties?: Record<string, unknown> }): string[] => {
    const props = alarm.Properties ?? {};
    if (typeof props.MetricName === 'string') return [props.MetricName];
    return ((props.Metrics as { MetricStat?: { Metric: { MetricName: string } } }[]) ?? []).flatMap(
      (query) => (query.MetricStat ? [query.MetricStat.Metric.MetricName] : []),
    );
  };
  const alarmsOn = (metricName: string) =>
    monitoringAlarms().filter((alarm) => metricNames(alarm).includes(metricName));

  it('sends every alarm of the app to the one topic', () => {
    const alarms = allResources(synth).filter((resource) => resource.Type === 'AWS::CloudWatch::Alarm');
    expect(alarms.length).toBeGreaterThan(20);
    for (const alarm of alarms) {
      const actions = JSON.stringify(alarm.Properties?.AlarmActions);
      expect(actions, alarm.logicalId).toBeDefined();
      // Same stack: a Ref; the monitoring stack: a reference to the queues stack's topic.
      expect(actions, alarm.logicalId).toContain(topicRef());
    }
    expect(allResources(synth).filter((resource) => resource.Type === 'AWS::SNS::Topic')).toHaveLength(1);
  });

  it('watches Lambda errors and throttles of every function, per group (api, workers, streams)', () => {
    const groups = {
      Api: synth.built.routes.flatMap((stack) => stack.functions),
      Workers: synth.built.queues.functions,
      Streams: synth.built.streams.flatMap((stack) => stack.functions),
    };
    expect(groups.Streams.length).toBe(routes.filter(isStreamRoute).length);
    for (const [group, functions] of Object.entries(groups)) {
      expect(functions.length, group).toBeGreaterThan(0);
      for (const metric of ['Errors', 'Throttles']) {
        const alarms = monitoringAlarms().filter((alarm) => alarm.logicalId.startsWith(`${group}${metric}`));
        const watched = alarms.flatMap(metricNames).filter((name) => name === metric);
        expect(watched.length, `${group} ${metric}`).toBe(functions.length);
        for (const alarm of alarms) {
          expect(alarm.Properties?.TreatMissingData).toBe('notBreaching');
          const math = ((alarm.Properties?.Metrics ?? []) as { Expression?: string }[]).find(
            (query) => query.Expression,
          );
          expect(math?.Expression).toMatch(/^SUM\(\[/);
        }
      }
    }
  });

  it('watches API 5xx and p95 latency, DynamoDB throttles, account concurrency and SES reputation', () => {
    const monitoring = template('Monitoring');
    monitoring.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/ApiGateway',
      MetricName: '5xx',
      Statistic: 'Sum',
    });
    monitoring.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/ApiGateway',
      MetricName: 'Latency',
      ExtendedStatistic: 'p95',
    });
    expect(alarmsOn('ReadThrottleEvents')).toHaveLength(1);
    expect(alarmsOn('WriteThrottleEvents')).toHaveLength(1);
    monitoring.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/Lambda',
      MetricName: 'ConcurrentExecutions',
      Threshold: prod.lambdaConcurrencyLimit * 0.8,
    });
    monitoring.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.BounceRate',
    });
    monitoring.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SES',
      MetricName: 'Reputation.ComplaintRate',
    });
  });

  it('watches the age of the oldest message of every work queue', () => {
    expect(alarmsOn('ApproximateAgeOfOldestMessage')).toHaveLength(queues.length);
  });

  it('alarms on dead-letter arrivals (NumberOfMessagesSent), which the draining worker cannot hide', () => {
    const deadLetterAlarms = resources('Queues', 'AWS::CloudWatch::Alarm');
    expect(deadLetterAlarms).toHaveLength(queues.length);
    for (const alarm of deadLetterAlarms) {
      expect(alarm.Properties).toMatchObject({
        Namespace: 'AWS/SQS',
        MetricName: 'NumberOfMessagesSent',
        Statistic: 'Sum',
        Threshold: 0,
        ComparisonOperator: 'GreaterThanThreshold',
      });
      expect(JSON.stringify(alarm.Properties?.Dimensions)).toContain('DeadLetters');
    }
  });

  it('alarms at 80 % of the AI daily ceiling on the Walt/AiCalls metric', () => {
    template('Monitoring').hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: AI_CALLS_METRIC.namespace,
      MetricName: AI_CALLS_METRIC.metricName,
      Statistic: 'Sum',
      Period: 86400,
      Threshold: prod.aiDailyCallCeiling * 0.8,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  it('shows them on one dashboard', () => {
    const dashboards = allResources(synth).filter(
      (resource) => resource.Type === 'AWS::CloudWatch::Dashboard',
    );
    expect(dashboards).toHaveLength(1);
    const body = JSON.stringify(dashboards[0]?.Properties?.DashboardBody);
    for (const metric of [
      'Errors',
      'Throttles',
      '5xx',
      'Latency',
      'ReadThrottleEvents',
      'ApproximateAgeOfOldestMessage',
      'NumberOfMessagesSent',
      'ConcurrentExecutions',
      'Reputation.BounceRate',
      'Reputation.ComplaintRate',
      'AiCalls',
    ])
      expect(body, metric).toContain(metric);
  });

  it('has the deploy warn when no alarm email is set for the stage', () => {
    const dir = scratch();
    try {
      writeFileSync(
        join(dir.dir, 'cdk.json'),
        JSON.stringify({
          context: { 'walt:stages': { prod: {}, staging: { alarmEmail: 'ops@example.com' } } },
        }),
      );
      expect(deployWarning(['--all'], dir.dir)).toMatch(/^Warning: no alarm email for stage prod/);
      expect(deployWarning(['--all', '-c', 'stage=staging'], dir.dir)).toBeUndefined();
      expect(deployWarning(['--all', '-c', 'walt:alarmEmail=me@example.com'], dir.dir)).toBeUndefined();
      expect(deployWarning(['--all', '--context=alarmEmail=me@example.com'], dir.dir)).toBeUndefined();
    } finally {
      dir.cleanup();
    }
    const scripts = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).scripts;
    expect(scripts.deploy).toMatch(/tsx infra\/deploy\.ts --all/);
  });
});

describe('workers and streams', () => {
  it('caps every SQS event source: gmail at 5, the other work queues at 10', () => {
    const mappings = resources('Queues', 'AWS::Lambda::EventSourceMapping');
    expect(mappings.length).toBe(queues.length * 2);
    for (const mapping of mappings)
      expect(mapping.Properties?.ScalingConfig, mapping.logicalId).toMatchObject({
        MaximumConcurrency: expect.any(Number),
      });
    const capOf = (queue: string) => {
      const capitalised = `${queue.charAt(0).toUpperCase()}${queue.slice(1)}`;
      const mapping = mappings.find(
        (candidate) =>
          candidate.logicalId.startsWith(workerFunctionId(queue as never)) &&
          JSON.stringify(candidate.Properties?.EventSourceArn).includes(`${capitalised}Queue`),
      );
      return (mapping?.Properties?.ScalingConfig as { MaximumConcurrency?: number })?.MaximumConcurrency;
    };
    expect(capOf('gmail')).toBe(5);
    for (const queue of ['artefacts', 'research', 'memory']) expect(capOf(queue), queue).toBe(10);
  });

  it('reserves concurrency for every streamed endpoint', () => {
    const streamed = routes.filter(isStreamRoute);
    expect(streamed.length).toBeGreaterThan(0);
    for (const route of streamed) {
      const fn = lambdaOf(functionId(route));
      expect(fn.stack).toMatch(/^Walt-Stream-/);
      expect(fn.Properties?.ReservedConcurrentExecutions, route.endpoint.name).toBeGreaterThan(0);
    }
  });
});

describe('data protection', () => {
  it('backs the table up daily with AWS Backup, kept 35 days, beside point-in-time recovery', () => {
    const data = template('Data');
    data.hasResourceProperties('AWS::Backup::BackupPlan', {
      BackupPlan: {
        BackupPlanRule: [
          {
            ScheduleExpression: 'cron(0 5 * * ? *)',
            Lifecycle: { DeleteAfterDays: 35 },
          },
        ],
      },
    });
    const [table] = resources('Data', 'AWS::DynamoDB::Table');
    const selection = resources('Data', 'AWS::Backup::BackupSelection');
    expect(selection).toHaveLength(1);
    expect(JSON.stringify(selection[0]?.Properties)).toContain(table!.logicalId);
    expect(table?.Properties?.PointInTimeRecoverySpecification).toEqual({ PointInTimeRecoveryEnabled: true });
  });

  it('removes uploads never used from the media bucket after a day', () => {
    const rules = resources('Data', 'AWS::S3::Bucket').flatMap(
      (bucket) =>
        (bucket.Properties?.LifecycleConfiguration as { Rules?: Record<string, unknown>[] })?.Rules ?? [],
    );
    expect(rules).toContainEqual(
      expect.objectContaining({ Prefix: PENDING_UPLOADS_PREFIX, ExpirationInDays: 1, Status: 'Enabled' }),
    );
  });
});

describe('SES ready', () => {
  it('sends through a configuration set that suppresses bounced and complaining addresses', () => {
    const email = template('Email');
    email.hasResourceProperties('AWS::SES::ConfigurationSet', {
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
      ReputationOptions: { ReputationMetricsEnabled: true },
    });
    const [set] = resources('Email', 'AWS::SES::ConfigurationSet');
    const [identity] = resources('Email', 'AWS::SES::EmailIdentity');
    // The identity's default set: every mail from it goes through the set without the mailer naming it.
    expect(JSON.stringify(identity?.Properties?.ConfigurationSetAttributes)).toContain(set!.logicalId);
  });

  it('lets the table remove expired rows (finished jobs, Gmail job items, OAuth states) by their ttl', () => {
    const [table] = resources('Data', 'AWS::DynamoDB::Table');
    expect(table?.Properties?.TimeToLiveSpecification).toEqual({ AttributeName: 'ttl', Enabled: true });
  });
});

describe('a staging stage and a safe deploy', () => {
  const workflow = (name: string) => readFileSync(join(repoRoot, '.github', 'workflows', name), 'utf8');

  it('deploys staging first, then production behind the approval of the production environment', () => {
    const deploy = workflow('deploy.yml');
    const staging = deploy.slice(deploy.indexOf('  staging:'), deploy.indexOf('  production:'));
    const production = deploy.slice(deploy.indexOf('  production:'));
    expect(staging).toMatch(/needs: ci/);
    expect(staging).toMatch(/stage: staging/);
    expect(production).toMatch(/needs: staging/);
    expect(production).toMatch(/stage: prod\b/);
    expect(production).toMatch(/environment: production/);
    expect(deploy).not.toMatch(/cdk deploy/);
  });

  it('runs cdk diff, then the deploy of the one stage, then the smoke test against it', () => {
    const stage = workflow('deploy-stage.yml');
    const at = (text: string) => {
      const index = stage.indexOf(text);
      expect(index, text).toBeGreaterThan(-1);
      return index;
    };
    expect(at('npx cdk diff --all')).toBeLessThan(at('npx tsx infra/deploy.ts --all'));
    expect(at('npx tsx infra/deploy.ts --all')).toBeLessThan(at('npx tsx infra/smoke.ts'));
    expect(stage).toMatch(/-c stage=\$\{\{ inputs.stage \}\}/);
    expect(stage).toMatch(/environment: \$\{\{ inputs.environment \}\}/);
  });

  it('passes the commit as the release, so every deploy publishes a version of every function', () => {
    expect(workflow('deploy-stage.yml')).toContain('-c release=$(git rev-parse HEAD)');
  });

  it('invokes every function through its live alias: routes, function URLs and queues', () => {
    const all = allResources(synth);
    const aliases = all.filter((resource) => resource.Type === 'AWS::Lambda::Alias');
    const aliasIds = new Set(aliases.map((alias) => alias.logicalId));
    const appFunctions = all.filter(
      (resource) =>
        resource.Type === 'AWS::Lambda::Function' &&
        functionEntries().some(({ id }) => resource.logicalId.startsWith(`${id}Function`)),
    );
    expect(appFunctions.length).toBeGreaterThan(100);
    // Each app function has a `live` alias on a published version.
    for (const fn of appFunctions) {
      const alias = aliases.find(
        (candidate) =>
          candidate.stack === fn.stack &&
          JSON.stringify(candidate.Properties?.FunctionName) === JSON.stringify({ Ref: fn.logicalId }),
      );
      expect(alias?.Properties?.Name, fn.logicalId).toBe(LIVE_ALIAS);
      expect(JSON.stringify(alias?.Properties?.FunctionVersion)).toContain('CurrentVersion');
    }
    const refersToAlias = (value: unknown) =>
      [...JSON.stringify(value).matchAll(/"Ref":"([^"]+)"/g)].some(([, id]) => aliasIds.has(id ?? ''));
    const integrations = all.filter((resource) => resource.Type === 'AWS::ApiGatewayV2::Integration');
    expect(integrations.length).toBeGreaterThan(100);
    for (const integration of integrations)
      expect(refersToAlias(integration.Properties?.IntegrationUri), integration.logicalId).toBe(true);
    const mappings = all.filter((resource) => resource.Type === 'AWS::Lambda::EventSourceMapping');
    expect(mappings.length).toBeGreaterThan(queues.length);
    for (const mapping of mappings)
      expect(refersToAlias(mapping.Properties?.FunctionName), mapping.logicalId).toBe(true);
    const urls = all.filter((resource) => resource.Type === 'AWS::Lambda::Url');
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url.Properties?.Qualifier, url.logicalId).toBe(LIVE_ALIAS);
    // Old versions stay, so there is one to go back to.
    for (const version of all.filter((resource) => resource.Type === 'AWS::Lambda::Version'))
      expect((version as { DeletionPolicy?: string }).DeletionPolicy, version.logicalId).toBe('Retain');
  });

  it('documents the one-command rollback', () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    expect(readme).toContain('npm run rollback -- --stage prod');
    expect(JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).scripts.rollback).toBe(
      'tsx infra/rollback.ts',
    );
  });

  it('has the staging stage in cdk.json with its own stack prefix', () => {
    const staging = stageConfig((key) => ({ ...cdkJsonContext(), stage: 'staging' })[key]);
    expect(staging.stackPrefix).not.toBe(prod.stackPrefix ?? 'Walt');
  });
});

describe('timeouts that fit the layers', () => {
  it("gives every API route a Lambda timeout below the HTTP API's 30 s; streamed routes keep their own", () => {
    expect(HTTP_MAX_TIMEOUT_SECONDS).toBeLessThan(30);
    for (const route of routes.filter((candidate) => !isStreamRoute(candidate))) {
      const timeout = lambdaOf(functionId(route)).Properties?.Timeout as number;
      expect(timeout, route.endpoint.name).toBeLessThanOrEqual(HTTP_MAX_TIMEOUT_SECONDS);
    }
  });

  it('makes the OpenAI client of every AI route give up, without retrying, 3 s before its Lambda does', () => {
    const aiRoutes = routes.filter(
      (route) => !isStreamRoute(route) && route.access.secrets?.includes('openai'),
    );
    expect(aiRoutes.length).toBeGreaterThan(5);
    for (const route of aiRoutes) {
      const id = functionId(route);
      const timeout = lambdaOf(id).Properties?.Timeout as number;
      expect(envOf(id), route.endpoint.name).toMatchObject({
        OPENAI_TIMEOUT_MS: String((timeout - 3) * 1000),
        OPENAI_MAX_RETRIES: '0',
      });
    }
  });
});
