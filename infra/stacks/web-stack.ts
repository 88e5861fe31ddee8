import { Aws, CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type { Construct } from 'constructs';
import { acknowledge } from '../constructs/nag.ts';
import { logsBucket, privateBucket } from '../constructs/private-bucket.ts';
import { securityHeadersPolicy } from '../constructs/security-headers.ts';
import { deploySite } from '../constructs/site-deployment.ts';
import { spaFallbackFunction } from '../constructs/spa-fallback.ts';

export interface WebStackProps extends StackProps {
  api: apigw.IHttpApi;
  /** The Vite build; deployed only when it exists, so infrastructure can be synthesised without it. */
  webDist?: string;
}

/** The web app in a private bucket behind CloudFront, with `/api/*` routed to the HTTP API on the same origin. */
export class WebStack extends Stack {
  readonly distribution: cloudfront.Distribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const logs = logsBucket(this, 'AccessLogs', { cloudFrontLogs: true });
    const site = privateBucket(this, 'Site', logs);
    const headers = securityHeadersPolicy(this, 'SecurityHeaders');
    const apiOrigin = new origins.HttpOrigin(
      `${props.api.apiId}.execute-api.${Aws.REGION}.${Aws.URL_SUFFIX}`,
      {
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      },
    );
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Walt',
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(site),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
        functionAssociations: [
          {
            function: spaFallbackFunction(this, 'SpaFallback'),
            eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
          },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: apiOrigin,
          // A redirect would turn a POST into a GET; API calls must use HTTPS from the start.
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // Every viewer header but Host (API Gateway routes on its own host name), plus CloudFront's own
          // headers, among them CloudFront-Viewer-Address, which functions/lib/http.ts reads as the client IP.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: headers,
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
    acknowledge(
      this.distribution,
      'No WAF yet (a web ACL costs more than the app at launch); the API throttles and the functions rate-limit logins per account and IP.',
      'AwsSolutions-CFR2',
    );
    acknowledge(
      this.distribution,
      'The default *.cloudfront.net certificate allows TLSv1 clients; TLSv1.2_2021 takes effect once a custom domain and certificate are added.',
      'AwsSolutions-CFR4',
    );
  }
}
