import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GMAIL_MAX_ATTEMPTS } from '#functions/core/gmail/constants.ts';
import { cdkJsonContext, createApp } from '#infra/app.ts';
import { workerFunctionId } from '#infra/constructs/function-entries.ts';
import { VIEWER_HOST_HEADER, viewerHostSource } from '#infra/constructs/viewer-host.ts';
import { queues } from '#infra/queues.ts';
import { functionId, type Route, routes } from '#infra/routes.ts';
import { isStreamRoute } from '#infra/stacks/routes-stack.ts';
import { ORIGIN_VERIFY_HEADER, STREAM_READ_TIMEOUT_SECONDS } from '#infra/stacks/web-stack.ts';
import { scratch, stubBundles } from './synth.ts';

/**
 * The AWS side of Gmail (issue 13): the streamed endpoints as function URLs behind CloudFront, the gmail queue's
 * worker, the Google client id and the KMS grant for sealed tokens. Synthesised with stand-in bundles: what is
 * checked here is the infrastructure, not the code.
 */

/** AWS-managed CloudFront policies, by their fixed ids. */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';
const CLIENT_ID = '1234-walt.apps.googleusercontent.com';

/** The parts of the templates these tests read. */
interface Behavior {
  PathPattern: string;
  TargetOriginId: string;
  ResponseHeadersPolicyId: unknown;
  FunctionAssociations?: unknown;
}
interface Origin {
  Id: string;
  DomainName: unknown;
  CustomOriginConfig?: unknown;
  OriginCustomHeaders?: unknown;
  OriginAccessControlId?: unknown;
}
interface Statement {
  Action: string | string[];
  Condition?: unknown;
}
interface Properties {
  Timeout?: number;
  Environment?: { Variables?: Record<string, string> };
  TargetFunctionArn?: unknown;
  RouteKey?: string;
  FunctionName?: unknown;
  EventSourceArn?: { 'Fn::GetAtt'?: string[] };
  RedrivePolicy?: { maxReceiveCount: number; deadLetterTargetArn: unknown };
  PolicyDocument?: { Statement: Statement[] };
  DistributionConfig?: { CacheBehaviors: Behavior[]; Origins: Origin[]; WebACLId?: unknown };
}
type Resource = { Type: string; Properties?: Properties };
type Synth = ReturnType<typeof synthWith>;

const { dir, cleanup } = scratch();
afterAll(cleanup);

const synthWith = (name: string, context: Record<string, unknown> = {}) => {
  const built = createApp({
    functionsDir: stubBundles(join(dir, 'functions')),
    webDist: null,
    context: { ...cdkJsonContext(), ...context },
    outdir: join(dir, name),
  });
  const assembly = built.app.synth();
  const templates = new Map(
    built.stacks.map((stack) => [stack.stackName, assembly.getStackByName(stack.stackName).template]),
  );
  const resources = [...templates].flatMap(([stack, template]) =>
    Object.entries((template.Resources ?? {}) as Record<string, Resource>).map(([logicalId, resource]) => ({
      stack,
      logicalId,
      ...resource,
    })),
  );
  const errors = built.stacks.flatMap((stack) =>
    assembly
      .getStackByName(stack.stackName)
      .messages.filter((message) => message.level === 'error')
      .map((message) => `${stack.stackName} ${message.id}: ${String(message.entry.data)}`),
  );
  return { built, templates, resources, errors };
};

let plain: Synth;
let configured: Synth;
beforeAll(() => {
  const saved = process.env.CDK_DEFAULT_REGION;
  delete process.env.CDK_DEFAULT_REGION;
  try {
    plain = synthWith('plain');
    configured = synthWith('configured', { googleClientId: CLIENT_ID });
  } finally {
    if (saved !== undefined) process.env.CDK_DEFAULT_REGION = saved;
  }
}, 120_000);

const streamRoutes = routes.filter(isStreamRoute);
const byName = (name: string): Route => routes.find((route) => route.endpoint.name === name)!;

const lambdaOf = (synth: Synth, id: string) => {
  const found = synth.resources.find(
    (r) => r.Type === 'AWS::Lambda::Function' && r.logicalId.startsWith(`${id}Function`),
  );
  if (!found) throw new Error(`No function ${id}`);
  return found;
};
const envOf = (synth: Synth, id: string): Record<string, string> =>
  lambdaOf(synth, id).Properties?.Environment?.Variables ?? {};

const distributionConfig = (synth: Synth) => {
  const web = synth.templates.get('Walt-Web') as { Resources: Record<string, Resource> };
  const [distribution] = Object.values(web.Resources).filter(
    (r) => r.Type === 'AWS::CloudFront::Distribution',
  );
  return distribution!.Properties!.DistributionConfig!;
};

describe('streamed endpoints', () => {
  it('are exactly gmail.processWithContact and gmail.processMbox', () => {
    expect(streamRoutes.map((route) => route.endpoint.name).sort()).toEqual([
      'gmail.processMbox',
      'gmail.processWithContact',
    ]);
  });

  it('each get a function URL in RESPONSE_STREAM mode, with the timeout of their row', () => {
    for (const route of streamRoutes) {
      const fn = lambdaOf(plain, functionId(route));
      expect(fn.Properties?.Timeout, route.endpoint.name).toBe(route.timeoutSeconds);
      const url = plain.resources.find(
        (r) =>
          r.Type === 'AWS::Lambda::Url' &&
          JSON.stringify(r.Properties?.TargetFunctionArn).includes(`"${fn.logicalId}"`),
      );
      expect(url?.Properties, route.endpoint.name).toMatchObject({
        AuthType: 'NONE',
        InvokeMode: 'RESPONSE_STREAM',
      });
      expect(url?.stack).toBe('Walt-Stream-Gmail');
    }
  });

  it('are not routes of the HTTP API, and every other endpoint is', () => {
    const routeKeys = plain.resources
      .filter((r) => r.Type === 'AWS::ApiGatewayV2::Route')
      .map((r) => r.Properties?.RouteKey as string);
    for (const route of streamRoutes)
      expect(routeKeys).not.toContain(`${route.endpoint.method} ${route.endpoint.path}`);
    expect(routeKeys).toHaveLength(routes.length - streamRoutes.length);
    expect(plain.resources.filter((r) => r.Type === 'AWS::Lambda::Url')).toHaveLength(streamRoutes.length);
  });

  it('check the secret origin header themselves, so a direct call to the function URL is refused', () => {
    for (const route of streamRoutes)
      expect(envOf(plain, functionId(route))).toHaveProperty('ORIGIN_VERIFY_SECRET_ARN');
  });

  it('come before the distribution, which in turn takes no part of them but their URLs', () => {
    const [stream] = plain.built.streams;
    expect(plain.built.web.dependencies).toContain(stream);
    expect(stream!.dependencies).not.toContain(plain.built.web);
    expect(plain.built.queues.dependencies).not.toContain(plain.built.web);
    for (const route of streamRoutes) expect(envOf(plain, functionId(route))).not.toHaveProperty('APP_URL');
    // With the app's URL given as context, they have it like every other function.
    const withUrl = synthWith('app-url', { appUrl: 'https://walt.example.com' });
    for (const route of streamRoutes)
      expect(envOf(withUrl, functionId(route)).APP_URL).toBe('https://walt.example.com');
  });
});

describe('CloudFront in front of the streamed endpoints', () => {
  const paths = ['/api/gmail/process-with-contact', '/api/gmail/mbox/*/process'];

  it('has a behaviour per stream path, ahead of /api/*, uncached, every method and viewer header but Host', () => {
    const behaviors = distributionConfig(plain).CacheBehaviors;
    // The public listen pages (issue 26) are the site's, after the API's.
    expect(behaviors.map((b) => b.PathPattern)).toEqual([...paths, '/api/*', '/listen/*']);
    const api = behaviors.find((b) => b.PathPattern === '/api/*')!;
    for (const path of paths) {
      const behavior = behaviors.find((b) => b.PathPattern === path)!;
      expect(behavior, path).toMatchObject({
        CachePolicyId: CACHING_DISABLED,
        OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
        AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
        ViewerProtocolPolicy: 'https-only',
        Compress: false,
        FunctionAssociations: [expect.objectContaining({ EventType: 'viewer-request' })],
      });
      expect(behavior.ResponseHeadersPolicyId, path).toEqual(api.ResponseHeadersPolicyId);
      // The viewer-host function, as on /api/*: functions compare a POST's Origin with the viewer's Host.
      expect(behavior.FunctionAssociations, path).toEqual(api.FunctionAssociations);
      expect(behavior.TargetOriginId, path).not.toEqual(api.TargetOriginId);
    }
  });

  it('reaches each function URL with the secret origin header and a per-read timeout for a long stream', () => {
    const config = distributionConfig(plain);
    for (const path of paths) {
      const behavior = config.CacheBehaviors.find((b) => b.PathPattern === path)!;
      const origin = config.Origins.find((o) => o.Id === behavior.TargetOriginId)!;
      // The function URL's domain (https://<domain>/ split on '/' in the stream stack), read from its output
      // whole: cfn-lint refuses a split over an output read across stacks (E1017).
      expect(JSON.stringify(origin.DomainName), path).toContain('Walt-Stream-Gmail');
      expect(JSON.stringify(origin.DomainName), path).not.toContain('Fn::Split');
      expect(origin.CustomOriginConfig, path).toMatchObject({
        OriginProtocolPolicy: 'https-only',
        OriginSSLProtocols: ['TLSv1.2'],
        OriginReadTimeout: STREAM_READ_TIMEOUT_SECONDS,
        OriginKeepaliveTimeout: STREAM_READ_TIMEOUT_SECONDS,
      });
      expect(origin.OriginCustomHeaders, path).toEqual([
        { HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: expect.anything() },
      ]);
      expect(JSON.stringify(origin.OriginCustomHeaders)).toContain('resolve:secretsmanager');
      expect(origin.OriginAccessControlId, path).toBeUndefined();
    }
  });

  it("passes the viewer's Host on, overwriting whatever the viewer sent in that header", () => {
    const handler = runInNewContext(`${viewerHostSource}; handler`) as (event: unknown) => {
      headers: Record<string, { value: string }>;
    };
    const request = handler({
      request: {
        uri: '/api/gmail/process-with-contact',
        headers: {
          host: { value: 'd111.cloudfront.net' },
          [VIEWER_HOST_HEADER]: { value: 'evil.example' },
        },
      },
    });
    expect(request.headers[VIEWER_HOST_HEADER]).toEqual({ value: 'd111.cloudfront.net' });
  });

  it('sits behind the same WAF web ACL as the rest of the site', () => {
    const web = plain.templates.get('Walt-Web') as { Resources: Record<string, Resource> };
    const [aclId] = Object.entries(web.Resources).find(([, r]) => r.Type === 'AWS::WAFv2::WebACL')!;
    expect(distributionConfig(plain).WebACLId).toEqual({
      'Fn::GetAtt': [aclId, 'Arn'],
    });
  });
});

describe('the gmail worker', () => {
  const definition = queues.find((queue) => queue.name === 'gmail')!;
  const id = workerFunctionId('gmail');

  it('consumes the gmail queue one message at a time, reporting partial batch failures', () => {
    expect(definition.worker).toBe('workers/gmail.ts');
    const fn = lambdaOf(plain, id);
    expect(fn.Properties?.Timeout).toBe(definition.timeoutSeconds);
    // The queue invokes the function's `live` alias.
    const alias = plain.resources.find(
      (r) =>
        r.Type === 'AWS::Lambda::Alias' &&
        JSON.stringify(r.Properties?.FunctionName) === JSON.stringify({ Ref: fn.logicalId }),
    );
    const mapping = plain.resources.find(
      (r) =>
        r.Type === 'AWS::Lambda::EventSourceMapping' &&
        JSON.stringify(r.Properties?.FunctionName).includes(`"${alias?.logicalId}"`),
    );
    expect(mapping?.Properties).toMatchObject({
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    const queue = plain.resources.find(
      (r) =>
        r.Type === 'AWS::SQS::Queue' &&
        JSON.stringify(mapping?.Properties?.EventSourceArn).includes(`"${r.logicalId}"`),
    );
    expect(queue?.logicalId).toMatch(/^Gmail/);
    expect(queue?.Properties?.RedrivePolicy).toMatchObject({ maxReceiveCount: GMAIL_MAX_ATTEMPTS });
    // Its dead-letter queue is drained by the dead-letter worker, which marks the job failed.
    const deadLetters = JSON.stringify(queue?.Properties?.RedrivePolicy?.deadLetterTargetArn);
    const drained = plain.resources.some(
      (r) =>
        r.Type === 'AWS::Lambda::EventSourceMapping' &&
        JSON.stringify(r.Properties?.FunctionName).includes('DeadLetterWorker') &&
        deadLetters.includes(`"${r.Properties?.EventSourceArn?.['Fn::GetAtt']?.[0]}"`),
    );
    expect(drained).toBe(true);
  });

  it('gets the access of its row: Google and OpenAI secrets, the key, the media bucket, no session key', () => {
    expect(Object.keys(envOf(plain, id))).toEqual(
      expect.arrayContaining([
        'GOOGLE_SECRET_ARN',
        'OPENAI_SECRET_ARN',
        'KMS_KEY_ID',
        'MEDIA_BUCKET',
        'TABLE_NAME',
      ]),
    );
    expect(envOf(plain, id)).not.toHaveProperty('SESSION_SECRET_ARN');
  });
});

describe('the Google client id', () => {
  const withGoogle = [
    ...routes
      .filter((route) => route.access.secrets?.includes('google') || route.endpoint.name.startsWith('gmail.'))
      .map(functionId),
    ...queues
      .filter((queue) => queue.access.secrets?.includes('google'))
      .map((q) => workerFunctionId(q.name)),
  ];

  it('reaches every function with the Google secret, and the Gmail endpoints that build the consent URL', () => {
    expect(withGoogle).toEqual(
      expect.arrayContaining([
        functionId(byName('gmail.callback')),
        functionId(byName('gmail.authUrl')),
        functionId(byName('gmail.status')),
        functionId(byName('gmail.processWithContact')),
        workerFunctionId('gmail'),
      ]),
    );
    for (const id of withGoogle) expect(envOf(configured, id).GOOGLE_CLIENT_ID, id).toBe(CLIENT_ID);
  });

  it('reaches no other function, and none when unset (Gmail then answers that it is not configured)', () => {
    const functions = (synth: Synth) =>
      synth.resources.filter(
        (r) =>
          r.Type === 'AWS::Lambda::Function' && r.Properties?.Environment?.Variables?.POWERTOOLS_SERVICE_NAME,
      );
    const holders = functions(configured).filter(
      (r) => r.Properties?.Environment?.Variables?.GOOGLE_CLIENT_ID,
    );
    expect(holders).toHaveLength(withGoogle.length);
    expect(functions(plain).filter((r) => r.Properties?.Environment?.Variables?.GOOGLE_CLIENT_ID)).toEqual(
      [],
    );
  });
});

describe('the KMS key', () => {
  it('encrypts and decrypts for a function only with the userId encryption context', () => {
    for (const id of [workerFunctionId('gmail'), functionId(byName('gmail.callback'))]) {
      const fn = lambdaOf(plain, id);
      const policies = plain.resources.filter(
        (r) => r.stack === fn.stack && r.Type === 'AWS::IAM::Policy' && r.logicalId.startsWith(`${id}Role`),
      );
      const statements = policies.flatMap((p) => p.Properties?.PolicyDocument?.Statement ?? []);
      const sealing = statements.filter((s) => JSON.stringify(s.Action).includes('kms:Encrypt'));
      expect(sealing, id).toEqual([
        expect.objectContaining({
          Action: ['kms:Decrypt', 'kms:Encrypt'],
          Condition: {
            'ForAllValues:StringEquals': { 'kms:EncryptionContextKeys': ['userId'] },
            Null: { 'kms:EncryptionContextKeys': 'false' },
          },
        }),
      ]);
      // Decrypt without that context is granted only through Secrets Manager (the secrets' own ciphertext).
      for (const statement of statements.filter((s) => JSON.stringify(s.Action).includes('kms:Decrypt')))
        expect(statement.Condition, id).toBeDefined();
    }
  });
});

describe('cdk-nag', () => {
  it('finds nothing unacknowledged, with or without a Google client', () => {
    expect(plain.errors).toEqual([]);
    expect(configured.errors).toEqual([]);
  });
});

describe('mailbox uploads to the media bucket', () => {
  it('lets the browser PUT to a presigned URL (CORS) and sweeps mailbox files after a day', () => {
    const bucket = plain.resources.find(
      (r) => r.Type === 'AWS::S3::Bucket' && r.logicalId.startsWith('Media'),
    ) as unknown as {
      Properties: {
        CorsConfiguration: { CorsRules: { AllowedMethods: string[]; AllowedHeaders: string[] }[] };
        LifecycleConfiguration: { Rules: { Prefix?: string; ExpirationInDays?: number }[] };
      };
    };
    expect(bucket.Properties.CorsConfiguration.CorsRules).toEqual([
      expect.objectContaining({ AllowedMethods: ['PUT'], AllowedHeaders: ['content-type'] }),
    ]);
    expect(bucket.Properties.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ Prefix: 'mbox/', ExpirationInDays: 1 }),
    );
  });
});
