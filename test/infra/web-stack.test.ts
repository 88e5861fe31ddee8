import { runInNewContext } from 'node:vm';
import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaFallbackSource } from '#infra/constructs/spa-fallback.ts';
import { SECURITY_HEADERS } from '#infra/local/static-files.ts';
import { type Synthesized, synthesize } from './synth.ts';

/** AWS-managed CloudFront policies, by their fixed ids. */
const CACHING_DISABLED = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const ALL_VIEWER_EXCEPT_HOST_HEADER = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';
const ONE_YEAR = 31_536_000;

let synth: Synthesized;
beforeAll(async () => {
  synth = await synthesize();
});
afterAll(() => synth?.cleanup());

const web = () => synth.templates.get('Walt-Web')!;

/** Runs the CloudFront Function's code the way CloudFront would, on one viewer request. */
const rewrite = (uri: string): string => {
  const handler = runInNewContext(`${spaFallbackSource}; handler`) as (event: unknown) => { uri: string };
  return handler({ request: { uri } }).uri;
};

describe('web stack', () => {
  it('sends security headers with every answer: HSTS for a year with preload, CSP as served locally', () => {
    web().hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: {
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: Match.anyValue(),
            IncludeSubdomains: true,
            Preload: true,
            Override: true,
          },
          // The local runtime's policy plus the media bucket's origin (review-findings.test.ts checks it).
          ContentSecurityPolicy: { ContentSecurityPolicy: Match.anyValue(), Override: true },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: SECURITY_HEADERS['referrer-policy'], Override: true },
        },
        CustomHeadersConfig: {
          Items: [
            {
              Header: 'Permissions-Policy',
              Value: 'microphone=(self), camera=(), geolocation=()',
              Override: true,
            },
            { Header: 'Cross-Origin-Opener-Policy', Value: 'same-origin', Override: true },
            { Header: 'Cross-Origin-Resource-Policy', Value: 'same-origin', Override: true },
          ],
        },
      }),
    });
    const [policy] = Object.values(web().findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const maxAge = policy?.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig
      .StrictTransportSecurity.AccessControlMaxAgeSec as number;
    expect(maxAge).toBeGreaterThanOrEqual(ONE_YEAR);
  });

  it('serves the site from a private bucket through origin access control, index.html at the root', () => {
    web().resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    web().hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
        }),
        Logging: Match.objectLike({ Bucket: Match.anyValue() }),
      }),
    });
  });

  it('routes /api/* to the HTTP API uncached, with every method and every viewer header but Host', () => {
    web().hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        // The streamed endpoints' own behaviours come first (test/infra/gmail.test.ts).
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: '/api/*',
            CachePolicyId: CACHING_DISABLED,
            OriginRequestPolicyId: ALL_VIEWER_EXCEPT_HOST_HEADER,
            AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
            ViewerProtocolPolicy: 'https-only',
          }),
        ]),
      }),
    });
  });

  it('serves the public listen pages with X-Robots-Tag noindex, from the site (issue 26)', () => {
    const policies = web().findResources('AWS::CloudFront::ResponseHeadersPolicy');
    const [listenPolicy] = Object.entries(policies).filter(([, policy]) =>
      JSON.stringify(policy.Properties.ResponseHeadersPolicyConfig.CustomHeadersConfig).includes(
        'X-Robots-Tag',
      ),
    );
    expect(listenPolicy).toBeDefined();
    expect(listenPolicy?.[1].Properties.ResponseHeadersPolicyConfig.CustomHeadersConfig.Items).toContainEqual(
      {
        Header: 'X-Robots-Tag',
        Value: 'noindex, nofollow',
        Override: true,
      },
    );
    web().hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: '/listen/*',
            ResponseHeadersPolicyId: { Ref: listenPolicy?.[0] },
            ViewerProtocolPolicy: 'redirect-to-https',
            FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
          }),
        ]),
      }),
    });
  });

  it('has no distribution-wide error responses that would hide the API’s 404s', () => {
    const [distribution] = Object.values(web().findResources('AWS::CloudFront::Distribution'));
    expect(distribution?.Properties.DistributionConfig.CustomErrorResponses).toBeUndefined();
  });

  it('uploads the web build: hashed assets immutable, the rest revalidated', () => {
    web().hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'assets/',
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
    web().hasResourceProperties('Custom::CDKBucketDeployment', {
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
    });
  });
});

describe('spa fallback function', () => {
  it.each([
    ['/', '/index.html'],
    ['/stories/42', '/index.html'],
    ['/reset-password', '/index.html'],
    ['/assets/app-1234.js', '/assets/app-1234.js'],
    ['/favicon.ico', '/favicon.ico'],
    ['/v1.2/notes', '/index.html'],
  ])('rewrites %s to %s', (uri, expected) => {
    expect(rewrite(uri)).toBe(expected);
  });
});
