import { Stack, type StackProps } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import type { Construct } from 'constructs';

/** The API's own domain, in the API's region with a regional certificate. */
export interface ApiDomain {
  domainName: string;
  certificateArn: string;
}

export interface ApiStackProps extends StackProps {
  /**
   * With a domain of its own the API's execute-api endpoint is disabled, so CloudFront (which reaches the API at
   * this domain) is the only way in. Without one CloudFront needs that endpoint, and the secret origin header
   * (functions/edge/http.ts) refuses whatever reaches it directly.
   */
  domain?: ApiDomain;
}

/**
 * The HTTP API without routes or stage: the route stacks add one Lambda and one route per endpoint, the stage
 * stack (after them, since it throttles routes by key) serves it, and the web stack puts CloudFront in front
 * of it, so the API itself depends on none of them.
 */
export class ApiStack extends Stack {
  readonly api: apigw.HttpApi;
  readonly domainName?: apigw.DomainName;

  constructor(scope: Construct, id: string, props: ApiStackProps = {}) {
    super(scope, id, props);
    this.api = new apigw.HttpApi(this, 'Api', {
      description: 'Walt API (reached through CloudFront at /api/*)',
      createDefaultStage: false,
      disableExecuteApiEndpoint: props.domain !== undefined,
    });
    if (props.domain)
      this.domainName = new apigw.DomainName(this, 'Domain', {
        domainName: props.domain.domainName,
        certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn),
        securityPolicy: apigw.SecurityPolicy.TLS_1_2,
      });
  }
}
