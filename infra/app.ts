import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { App, type Stack, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { tableDefinition } from '#functions/db/table.ts';
import { buildFunctions, functionsUpToDate } from './build-functions.ts';
import { buildWeb, defaultWebDist, webBuildUpToDate } from './build-web.ts';
import { defaultFunctionsDist, repoRoot } from './constructs/function-entries.ts';
import { type QueueDefinition, queues as queueTable } from './queues.ts';
import { type Route, routes as routeTable } from './routes.ts';
import { ApiStack } from './stacks/api-stack.ts';
import { ApiStageStack } from './stacks/api-stage-stack.ts';
import { DataStack } from './stacks/data-stack.ts';
import { EdgeStack } from './stacks/edge-stack.ts';
import { EmailStack } from './stacks/email-stack.ts';
import { MonitoringStack } from './stacks/monitoring-stack.ts';
import { QueuesStack } from './stacks/queues-stack.ts';
import { isStreamRoute, RoutesStack, routeGroups } from './stacks/routes-stack.ts';
import { SecretsStack } from './stacks/secrets-stack.ts';
import { StreamRoutesStack } from './stacks/stream-routes-stack.ts';
import { WebStack } from './stacks/web-stack.ts';
import { aiBudgetEnvironment, stageConfig } from './stage-config.ts';

export interface AppOptions {
  /** Bundles from `npm run build:functions`; defaults to context `functionsDir`, then dist/functions. */
  functionsDir?: string;
  /** The Vite build; defaults to web/dist when it has an index.html. `null` deploys no site. */
  webDist?: string | null;
  /** CDK context; defaults to what the CDK CLI passes (cdk.json plus `-c`). */
  context?: Record<string, unknown>;
  outdir?: string;
  /** The route and queue tables; tests pass their own to exercise every kind of access. */
  routes?: Route[];
  queues?: QueueDefinition[];
}

/** The context of cdk.json, for tests that synthesise without the CLI. */
export const cdkJsonContext = (): Record<string, unknown> =>
  JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')).context;

const builtWebDist = (): string | undefined =>
  existsSync(join(defaultWebDist, 'index.html')) ? defaultWebDist : undefined;

const optional = (app: App, key: string): string | undefined => {
  const value = app.node.tryGetContext(key);
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

/** Two context values that go together (a domain and its certificate), or neither. */
const domainPair = (app: App, domainKey: string, certificateKey: string) => {
  const domainName = optional(app, domainKey);
  const certificateArn = optional(app, certificateKey);
  if (!domainName !== !certificateArn)
    throw new Error(`Set both CDK context values ${domainKey} and ${certificateKey}, or neither`);
  return domainName && certificateArn ? { domainName, certificateArn } : undefined;
};

/** CloudFront's web ACLs and certificates live here, whatever the app's region. */
const EDGE_REGION = 'us-east-1';

/**
 * Builds every stack without synthesising, so tests can inspect them. Order of dependencies:
 * Data, Secrets, Email, Api → Queues → one Stream stack per feature with streamed endpoints (function URLs,
 * which enqueue work) → Web (CloudFront needs the API and the function URLs) → one Routes stack per feature
 * (functions need all of the above, the app's URL among it) → ApiStage.
 */
export const createApp = (options: AppOptions = {}) => {
  const app = new App({ context: options.context, outdir: options.outdir });
  // The stage (`-c stage=prod|staging`, prod by default) and its block of context `walt:stages`.
  const settings = stageConfig((key) => app.node.tryGetContext(key));
  const aiBudget = aiBudgetEnvironment(settings);
  const prefix = optional(app, 'stackPrefix') ?? settings.stackPrefix ?? 'Walt';
  const mailDomain = optional(app, 'mailFromDomain');
  if (!mailDomain) throw new Error('Set the CDK context value mailFromDomain (cdk.json or -c)');
  const functionsDir = options.functionsDir ?? optional(app, 'functionsDir') ?? defaultFunctionsDist;
  const webDist = options.webDist === null ? undefined : (options.webDist ?? builtWebDist());

  // The app's region: context `region`, else the CLI's. Unknown (a synth without credentials), the stacks stay
  // environment-agnostic and the WAF web ACL sits in the web stack, which then must be deployed in us-east-1.
  const region = optional(app, 'region') ?? process.env.CDK_DEFAULT_REGION;
  const env = region ? { region, account: process.env.CDK_DEFAULT_ACCOUNT } : undefined;
  const edge =
    region && region !== EDGE_REGION
      ? new EdgeStack(app, `${prefix}-Edge`, { env: { ...env, region: EDGE_REGION } })
      : undefined;

  const data = new DataStack(app, `${prefix}-Data`, {
    env,
    table: tableDefinition,
    appOrigin: optional(app, 'appUrl') ? new URL(optional(app, 'appUrl')!).origin : undefined,
    terminationProtection: true,
  });
  const secrets = new SecretsStack(app, `${prefix}-Secrets`, { env, terminationProtection: true });
  const email = new EmailStack(app, `${prefix}-Email`, { env, domain: mailDomain });
  const apiDomain = domainPair(app, 'apiDomainName', 'apiCertificateArn');
  const api = new ApiStack(app, `${prefix}-Api`, { env, domain: apiDomain });
  const contextAppUrl = optional(app, 'appUrl');
  const bindings = {
    table: { table: data.table, access: data.tableAccess },
    media: { bucket: data.media, access: data.mediaAccess },
    sessionSecret: secrets.sessionSecret,
    originVerify: secrets.originVerify,
    secrets: { openai: secrets.openai, google: secrets.google, totp: secrets.totpSecret },
    googleClientId: optional(app, 'googleClientId'),
    key: secrets.key,
    mail: { identity: email.identity, from: optional(app, 'mailFrom') ?? `Walt <walt@${mailDomain}>` },
  };
  // Before the web stack: the streamed endpoints enqueue on these queues, and CloudFront needs their URLs.
  // So neither can take the app's URL from the distribution; both have context `appUrl` only.
  const queueStack = new QueuesStack(app, `${prefix}-Queues`, {
    env,
    queues: options.queues ?? queueTable,
    functionsDir,
    appUrl: contextAppUrl,
    bindings,
    alarmEmail: settings.alarmEmail,
    aiBudget,
  });
  const allRoutes = options.routes ?? routeTable;
  const reserveConcurrency = app.node.tryGetContext('reserveConcurrency') !== false;
  const streamStacks = routeGroups(allRoutes.filter(isStreamRoute)).map(
    (group) =>
      new StreamRoutesStack(app, `${prefix}-Stream-${group.name}`, {
        env,
        routes: group.routes,
        reserveConcurrency,
        aiBudget,
        functionsDir,
        appUrl: contextAppUrl,
        bindings: { ...bindings, queues: queueStack.queues },
      }),
  );
  const web = new WebStack(app, `${prefix}-Web`, {
    env,
    crossRegionReferences: edge !== undefined,
    api: api.api,
    webDist,
    originVerify: secrets.originVerify,
    webAclArn: edge?.webAcl.attrArn,
    customDomain: domainPair(app, 'domainName', 'certificateArn'),
    apiDomainName: api.domainName?.regionalDomainName,
    streams: streamStacks.flatMap((stack) => stack.streams),
    // The host S3BlobStore signs its URLs for (functions/lib/ports/blob-store-s3.ts), in the data stack's region.
    mediaOrigin: `https://${data.media.bucketName}.s3.${data.region}.amazonaws.com`,
  });
  // The stream origins are imported by export name (Fn::ImportValue), which CDK does not follow by itself.
  for (const stream of streamStacks) web.addStackDependency(stream);
  // Taking the URL from the distribution is cycle-free: the API stack holds no functions, and the functions
  // that CloudFront reaches directly (the stream stacks) do not take it.
  const appUrl = contextAppUrl ?? `https://${web.distribution.distributionDomainName}`;
  const httpRoutes = allRoutes.filter((route) => !isStreamRoute(route));
  const routeStacks = routeGroups(httpRoutes).map(
    (group) =>
      new RoutesStack(app, `${prefix}-Api-${group.name}`, {
        env,
        routes: group.routes,
        reserveConcurrency,
        aiBudget,
        api: api.api,
        functionsDir,
        appUrl,
        bindings: { ...bindings, queues: queueStack.queues },
      }),
  );

  const stage = new ApiStageStack(app, `${prefix}-ApiStage`, {
    env,
    api: api.api,
    routes: httpRoutes,
    domainName: api.domainName,
  });
  // Its route settings name the routes: they must exist first.
  for (const routeStack of routeStacks) stage.addStackDependency(routeStack);

  // Last: it watches the functions, queues, table and API of every stack above.
  const monitoring = new MonitoringStack(app, `${prefix}-Monitoring`, {
    env,
    alarms: queueStack.alarms,
    groups: [
      { name: 'api', functions: routeStacks.flatMap((stack) => stack.functions), errorThreshold: 5 },
      { name: 'workers', functions: queueStack.functions, errorThreshold: 0 },
      { name: 'streams', functions: streamStacks.flatMap((stack) => stack.functions), errorThreshold: 0 },
    ],
    api: api.api,
    table: data.table,
    workQueues: queueStack.workQueues,
    aiDailyCallCeiling: settings.aiDailyCallCeiling,
    lambdaConcurrencyLimit: settings.lambdaConcurrencyLimit,
  });

  Tags.of(app).add('app', 'walt');
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  const stacks: Stack[] = [
    ...(edge ? [edge] : []),
    data,
    secrets,
    email,
    api,
    queueStack,
    ...streamStacks,
    web,
    ...routeStacks,
    stage,
    monitoring,
  ];
  return {
    app,
    stacks,
    edge,
    data,
    secrets,
    email,
    api,
    web,
    stage,
    monitoring,
    settings,
    queues: queueStack,
    streams: streamStacks,
    routes: routeStacks,
  };
};

/**
 * `cdk synth`, `cdk deploy`: brings the function bundles and the web build up to date (built when missing
 * or older than their sources, reused otherwise), then synthesises. Context `functionsDir` and `webDist`
 * move them out of dist/functions and web/dist.
 */
const main = async () => {
  // Reads the context the CLI passes; this App never synthesises.
  const cli = new App({ autoSynth: false });
  const functionsDir = resolve(optional(cli, 'functionsDir') ?? defaultFunctionsDist);
  const webDist = resolve(optional(cli, 'webDist') ?? defaultWebDist);
  if (!functionsUpToDate(functionsDir)) {
    console.error(`Bundling the functions into ${functionsDir}...`);
    await buildFunctions({ outdir: functionsDir });
  }
  if (!webBuildUpToDate(webDist)) {
    console.error(`Building the web app into ${webDist}...`);
    buildWeb(webDist);
  }
  createApp({ functionsDir, webDist }).app.synth();
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    // One line (esbuild and Vite have printed their details already); `cdk synth --debug` shows the stack.
    console.error(error instanceof Error && process.env.CDK_DEBUG !== 'true' ? error.message : error);
    process.exitCode = 1;
  });
}
