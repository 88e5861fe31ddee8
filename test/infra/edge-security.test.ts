import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cdkJsonContext, createApp } from '#infra/app.ts';
import { WAF_AUTH_RATE_LIMIT_PER_5_MIN, WAF_RATE_LIMIT_PER_5_MIN } from '#infra/constructs/web-acl.ts';
import { functionId, routes, SCRYPT_CONCURRENCY } from '#infra/routes.ts';
import { AUTH_THROTTLE, isAuthRoute, THROTTLE } from '#infra/stacks/api-stage-stack.ts';
import { ORIGIN_VERIFY_HEADER } from '#infra/stacks/web-stack.ts';
import { scratch, stubBundles } from './synth.ts';

/**
 * The edge in front of the API (issue 14): AWS WAF on CloudFront, CloudFront as the only way to the API (its
 * default endpoint disabled once it has a domain, a secret origin header always), throttles per route,
 * reserved concurrency for the password-hashing functions and TLS 1.2 as the site's minimum with a domain.
 * Synthesised with stand-in bundles: what is checked here is the infrastructure, not the code.
 */

const { dir, cleanup } = scratch();
afterAll(cleanup);

/** A stand-in for the Vite build, so the site deployment (and its cdk-nag findings) is synthesised too. */
const stubWebDist = () => {
  const dist = join(dir, 'web-dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Walt</title>');
  return dist;
};

const synthWith = (name: string, context: Record<string, unknown> = {}) => {
  const built = createApp({
    functionsDir: stubBundles(join(dir, 'functions')),
    webDist: stubWebDist(),
    context: { ...cdkJsonContext(), ...context },
    outdir: join(dir, name),
  });
  const assembly = built.app.synth();
  const template = (stackName: string) => Template.fromJSON(assembly.getStackByName(stackName).template);
  const errors = built.stacks.flatMap((stack) =>
    assembly
      .getStackByName(stack.stackName)
      .messages.filter((message) => message.level === 'error')
      .map((message) => `${stack.stackName} ${message.id}: ${String(message.entry.data)}`),
  );
  return { built, template, errors };
};

const CUSTOM_DOMAINS = {
  region: 'eu-west-1',
  domainName: 'walt.example.com',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/site',
  apiDomainName: 'api.walt.example.com',
  apiCertificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/api',
};

let plain: ReturnType<typeof synthWith>;
let withDomains: ReturnType<typeof synthWith>;
/** What `cdk deploy` from us-east-1 synthesises: stacks with an explicit region, no edge stack. */
let inUsEast1: ReturnType<typeof synthWith>;
beforeAll(() => {
  const saved = process.env.CDK_DEFAULT_REGION;
  delete process.env.CDK_DEFAULT_REGION;
  try {
    plain = synthWith('plain');
    withDomains = synthWith('domains', CUSTOM_DOMAINS);
    inUsEast1 = synthWith('us-east-1', { region: 'us-east-1' });
  } finally {
    if (saved !== undefined) process.env.CDK_DEFAULT_REGION = saved;
  }
}, 120_000);

const webAclShape = {
  Scope: 'CLOUDFRONT',
  DefaultAction: { Allow: {} },
  Rules: Match.arrayWith([
    Match.objectLike({
      Name: 'auth-rate-limit',
      Action: { Block: {} },
      Statement: {
        RateBasedStatement: Match.objectLike({
          Limit: WAF_AUTH_RATE_LIMIT_PER_5_MIN,
          AggregateKeyType: 'IP',
        }),
      },
    }),
    Match.objectLike({
      Name: 'rate-limit',
      Action: { Block: {} },
      Statement: { RateBasedStatement: { Limit: WAF_RATE_LIMIT_PER_5_MIN, AggregateKeyType: 'IP' } },
    }),
    Match.objectLike({
      Statement: {
        ManagedRuleGroupStatement: { VendorName: 'AWS', Name: 'AWSManagedRulesCommonRuleSet' },
      },
    }),
    Match.objectLike({
      Statement: {
        ManagedRuleGroupStatement: { VendorName: 'AWS', Name: 'AWSManagedRulesKnownBadInputsRuleSet' },
      },
    }),
  ]),
};

describe('WAF on CloudFront', () => {
  it('puts a CLOUDFRONT web ACL with the managed common and bad-input rules and rate rules on the distribution', () => {
    const web = plain.template('Walt-Web');
    web.hasResourceProperties('AWS::WAFv2::WebACL', webAclShape);
    const [aclId] = Object.keys(web.findResources('AWS::WAFv2::WebACL'));
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: { 'Fn::GetAtt': [aclId, 'Arn'] } }),
    });
  });

  it('creates the web ACL in a us-east-1 edge stack when the app lives in another region', () => {
    const edge = withDomains.built.edge;
    expect(edge?.region).toBe('us-east-1');
    withDomains.template(edge!.stackName).hasResourceProperties('AWS::WAFv2::WebACL', webAclShape);
    withDomains.template('Walt-Web').resourceCountIs('AWS::WAFv2::WebACL', 0);
    withDomains.template('Walt-Web').hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: Match.anyValue() }),
    });
  });
});

describe('CloudFront as the only way to the API', () => {
  it('sends the secret origin header from Secrets Manager to the API origin, and gives every HTTP function its ARN', () => {
    const config = plain.template('Walt-Web').findResources('AWS::CloudFront::Distribution');
    const origins = Object.values(config)[0]?.Properties.DistributionConfig.Origins as {
      CustomOriginConfig?: unknown;
      OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
    }[];
    const apiOrigin = origins.find((origin) => origin.CustomOriginConfig);
    expect(apiOrigin?.OriginCustomHeaders).toEqual([
      { HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: expect.anything() },
    ]);
    expect(JSON.stringify(apiOrigin?.OriginCustomHeaders)).toContain('resolve:secretsmanager');

    const functions = [...plain.built.routes, ...plain.built.streams].flatMap((stack) =>
      Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function')),
    );
    const httpFunctions = functions.filter((fn) => fn.Properties.Environment?.Variables?.SESSION_SECRET_ARN);
    expect(httpFunctions).toHaveLength(routes.length);
    for (const fn of httpFunctions)
      expect(fn.Properties.Environment.Variables).toHaveProperty('ORIGIN_VERIFY_SECRET_ARN');
  });

  it("disables the API's execute-api endpoint once it has a domain, which CloudFront then uses", () => {
    withDomains.template('Walt-Api').hasResourceProperties('AWS::ApiGatewayV2::Api', {
      DisableExecuteApiEndpoint: true,
    });
    withDomains.template('Walt-Api').hasResourceProperties('AWS::ApiGatewayV2::DomainName', {
      DomainName: CUSTOM_DOMAINS.apiDomainName,
      DomainNameConfigurations: [Match.objectLike({ SecurityPolicy: 'TLS_1_2' })],
    });
    withDomains.template('Walt-ApiStage').resourceCountIs('AWS::ApiGatewayV2::ApiMapping', 1);
  });
});

describe('throttles and concurrency', () => {
  it('throttles the stage, and each account route more strictly', () => {
    const authKeys = routes.filter(isAuthRoute).map((r) => `${r.endpoint.method} ${r.endpoint.path}`);
    expect(authKeys).toEqual(expect.arrayContaining(['POST /api/auth/login', 'POST /api/auth/register']));
    plain.template('Walt-ApiStage').hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      DefaultRouteSettings: {
        ThrottlingRateLimit: THROTTLE.rateLimit,
        ThrottlingBurstLimit: THROTTLE.burstLimit,
      },
      RouteSettings: Object.fromEntries(
        authKeys.map((key) => [
          key,
          { ThrottlingRateLimit: AUTH_THROTTLE.rateLimit, ThrottlingBurstLimit: AUTH_THROTTLE.burstLimit },
        ]),
      ),
    });
    // The stage names the routes, so it is deployed after them.
    const stage = plain.built.stage;
    for (const routeStack of plain.built.routes) expect(stage.dependencies).toContain(routeStack);
  });

  it('reserves concurrency for every endpoint that runs scrypt', () => {
    const scrypt = [
      'auth.login',
      'auth.register',
      'auth.resetPassword',
      'account.changePassword',
      'account.deleteAccount',
    ];
    const functions = plain.built.routes.flatMap((stack) =>
      Object.entries(Template.fromStack(stack).findResources('AWS::Lambda::Function')),
    );
    for (const name of scrypt) {
      const route = routes.find((r) => r.endpoint.name === name)!;
      const fn = functions.find(([logicalId]) => logicalId.startsWith(`${functionId(route)}Function`));
      expect(fn?.[1].Properties.ReservedConcurrentExecutions, name).toBe(SCRYPT_CONCURRENCY);
    }
  });
});

describe('TLS', () => {
  it('serves the site with TLS 1.2 (2021) at least on its own domain and certificate', () => {
    withDomains.template('Walt-Web').hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: [CUSTOM_DOMAINS.domainName],
        ViewerCertificate: {
          AcmCertificateArn: CUSTOM_DOMAINS.certificateArn,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
  });
});

describe('cdk-nag', () => {
  it('finds nothing unacknowledged, with or without the domains, in or out of us-east-1', () => {
    expect(plain.errors).toEqual([]);
    expect(withDomains.errors).toEqual([]);
    expect(inUsEast1.errors).toEqual([]);
    expect(inUsEast1.built.edge).toBeUndefined();
    inUsEast1.template('Walt-Web').resourceCountIs('AWS::WAFv2::WebACL', 1);
  });
});
