import { Stack, type StackProps } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

/** Steady and burst request rates for the whole API: a ceiling on cost if someone floods it. */
const THROTTLE = { rateLimit: 200, burstLimit: 400 };

/** The request fields worth keeping; the path is left out because query strings may carry tokens. */
const ACCESS_LOG_FORMAT = apigateway.AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    time: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    routeKey: '$context.routeKey',
    status: '$context.status',
    latencyMs: '$context.responseLatency',
    integrationLatencyMs: '$context.integration.latency',
    integrationError: '$context.integrationErrorMessage',
    responseLength: '$context.responseLength',
  }),
);

/**
 * The HTTP API without routes: the route stacks add one Lambda and one route per endpoint, and the web
 * stack puts CloudFront in front of it, so the API itself depends on neither.
 */
export class ApiStack extends Stack {
  readonly api: apigw.HttpApi;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, props);
    this.api = new apigw.HttpApi(this, 'Api', {
      description: 'Walt API (reached through CloudFront at /api/*)',
      createDefaultStage: false,
    });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', { retention: logs.RetentionDays.THREE_MONTHS });
    new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: THROTTLE,
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        format: ACCESS_LOG_FORMAT,
      },
    });
  }
}
