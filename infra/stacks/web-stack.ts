import { Aws, CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { acknowledge } from '../constructs/nag.ts';
import { logsBucket, privateBucket } from '../constructs/private-bucket.ts';
import { securityHeadersPolicy } from '../constructs/security-headers.ts';
import { deploySite } from '../constructs/site-deployment.ts';
import { spaFallbackFunction } from '../constructs/spa-fallback.ts';
import { viewerHostFunction } from '../constructs/viewer-host.ts';
import { cloudFrontWebAcl } from '../constructs/web-acl.ts';
import { NOINDEX_HEADERS, NOINDEX_PREFIX } from '../local/static-files.ts';
import type { StreamOrigin } from './stream-routes-stack.ts';

/** The header CloudFront adds to every API request (functions/edge/http.ts refuses a request without it). */
export const ORIGIN_VERIFY_HEADER = 'X-Walt-Origin-Verify';

/**
 * How long CloudFront waits for each read from a streamed endpoint, and keeps its connection: 60 s, the most
 * either allows without a quota increase. A stream may last the function's 15 minutes as long as it sends
 * something at least this often.
 */
export const STREAM_READ_TIMEOUT_SECONDS = 60;

/** A domain of our own for the site: its ACM certificate must be in us-east-1 (CloudFront's rule). */
export interface CustomDomain {
  domainName: string;
  certificateArn: string;
}

export interface WebStackProps extends StackProps {
  api: apigw.IHttpApi;
  /** The Vite build; deployed only when it exists, so infrastructure can be synthesised without it. */
  webDist?: string;
  /** The value CloudFront sends the API in ORIGIN_VERIFY_HEADER. */
  originVerify: secretsmanager.ISecret;
  /**
   * The WAF web ACL from the us-east-1 edge stack when the app lives elsewhere; unset, the web ACL is created
   * here (the stack is then deployed in us-east-1, or its region is not known at synthesis).
   */
  webAclArn?: string;
  /** Serve the site on this domain with TLS 1.2 (2021 ciphers) as the minimum; else *.cloudfront.net. */
  customDomain?: CustomDomain;
  /**
   * The API's own custom domain (ApiStack): CloudFront reaches the API there, since its execute-api endpoint
   * is then disabled.
   */
  apiDomainName?: string;
  /** Streamed endpoints (StreamRoutesStack): each gets a behaviour of its own ahead of `/api/*`. */
  streams?: StreamOrigin[];
  /** The media bucket's origin, which the CSP allows for playback and uploads (security-headers.ts). */
  mediaOrigin?: string;
}

/**
 * The web app in a private bucket behind CloudFront, with `/api/*` routed to the HTTP API on the same origin,
 * and each streamed endpoint's path to its function URL.
 */
export class WebStack extends Stack {
  readonly distribution: cloudfront.Distribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const logs = logsBucket(this, 'AccessLogs', { cloudFrontLogs: true });
    const site = privateBucket(this, 'Site', logs);
    const headers = securityHeadersPolicy(this, 'SecurityHeaders', { mediaOrigin: props.mediaOrigin });
    // A CloudFormation dynamic reference: the value is resolved at deploy time, never in the template.
    const originVerifyHeaders = { [ORIGIN_VERIFY_HEADER]: props.originVerify.secretValue.unsafeUnwrap() };
    const apiOrigin = new origins.HttpOrigin(
      props.apiDomainName ?? `${props.api.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`,
      {
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
        customHeaders: originVerifyHeaders,
      },
    );
    const apiBehavior = {
      // A redirect would turn a POST into a GET; API calls must use HTTPS from the start.
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      // Every viewer header but Host (API Gateway and function URLs route on their own host name), plus
      // CloudFront's own headers, among them CloudFront-Viewer-Address, which functions/edge/http.ts reads as
      // the client IP.
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: headers,
      // The viewer's Host travels on in its own header instead (constructs/viewer-host.ts).
      functionAssociations: [
        {
          function: viewerHostFunction(this, 'ViewerHost'),
          eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
        },
      ],
    };
    const streams = props.streams ?? [];
    // Listed before `/api/*`, which would otherwise take them: CloudFront tries behaviours in order.
    const streamBehaviors = Object.fromEntries(
      streams.map((stream): [string, cloudfront.BehaviorOptions] => [
        stream.pathPattern,
        {
          ...apiBehavior,
          // What FunctionUrlOrigin makes (HTTPS only, TLS 1.2), from the domain the stream stack worked out.
          origin: new origins.HttpOrigin(stream.domainName, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
            customHeaders: originVerifyHeaders,
            readTimeout: Duration.seconds(STREAM_READ_TIMEOUT_SECONDS),
            keepaliveTimeout: Duration.seconds(STREAM_READ_TIMEOUT_SECONDS),
          }),
          // Each progress event must reach the browser as it is written, not gathered for compression.
          compress: false,
        },
      ]),
    );
    const webAclArn = props.webAclArn ?? cloudFrontWebAcl(this, 'WebAcl').attrArn;
    const domain = props.customDomain;
    const spaFallback = spaFallbackFunction(this, 'SpaFallback');
    const siteOrigin = origins.S3BucketOrigin.withOriginAccessControl(site);
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Walt',
      webAclId: webAclArn,
      ...(domain && {
        domainNames: [domain.domainName],
        certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn),
        minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
      }),
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [
          { function: spaFallback, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        ...streamBehaviors,
        '/api/*': { ...apiBehavior, origin: apiOrigin },
        // The public listen pages (issue 26): the site, with a header that keeps them out of search engines.
        [`${NOINDEX_PREFIX}*`]: {
          origin: siteOrigin,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: securityHeadersPolicy(this, 'ListenHeaders', {
            mediaOrigin: props.mediaOrigin,
            extra: { 'X-Robots-Tag': NOINDEX_HEADERS['x-robots-tag'] },
          }),
          functionAssociations: [
            { function: spaFallback, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
          ],
        },
      },
    });
    if (props.webDist) deploySite(this, site, this.distribution, props.webDist);
    new CfnOutput(this, 'Url', { value: `https://${this.distribution.distributionDomainName}` });
    acknowledge(
      this.distribution,
      'Walt is offered worldwide; the spec asks for no country restrictions.',
      'AwsSolutions-CFR1',
    );
    if (!domain)
      acknowledge(
        this.distribution,
        'The default *.cloudfront.net certificate cannot set a minimum protocol; set the context values domainName and certificateArn to serve TLSv1.2_2021 at least.',
        'AwsSolutions-CFR4',
      );
  }
}
