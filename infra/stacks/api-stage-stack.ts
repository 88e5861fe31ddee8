import { Stack, type StackProps } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { Route } from '../routes.ts';

/** Steady and burst request rates for the whole API: a ceiling on cost if someone floods it. */
export const THROTTLE = { rateLimit: 200, burstLimit: 400 };
/** The account routes (sign-in, sign-up, passwords, verification, account deletion): scrypt and mail behind them. */
export const AUTH_THROTTLE = { rateLimit: 10, burstLimit: 20 };

/** The routes under AUTH_THROTTLE: every state-changing `auth.*` and `account.*` endpoint. */
export const isAuthRoute = (route: Route): boolean =>
  /^(auth|account)\./.test(route.endpoint.name) && route.endpoint.method !== 'GET';

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

export interface ApiStageStackProps extends StackProps {
  api: apigw.IHttpApi;
  routes: Route[];
  /** The API's custom domain, mapped to this stage. */
  domainName?: apigw.IDomainName;
}

/**
 * The API's `$default` stage, with a throttle for every route and a stricter one per account route. A stage's
 * route settings name routes that must already exist, so this stack is deployed after the route stacks.
 */
export class ApiStageStack extends Stack {
  readonly stage: apigw.HttpStage;

  constructor(scope: Construct, id: string, props: ApiStageStackProps) {
    super(scope, id, props);
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', { retention: logs.RetentionDays.THREE_MONTHS });
    this.stage = new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: props.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: THROTTLE,
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        format: ACCESS_LOG_FORMAT,
      },
    });
    (this.stage.node.defaultChild as apigw.CfnStage).routeSettings = Object.fromEntries(
      props.routes
        .filter(isAuthRoute)
        .map((route) => [
          `${route.endpoint.method} ${route.endpoint.path}`,
          { ThrottlingRateLimit: AUTH_THROTTLE.rateLimit, ThrottlingBurstLimit: AUTH_THROTTLE.burstLimit },
        ]),
    );
    if (props.domainName)
      new apigw.ApiMapping(this, 'DomainMapping', {
        api: props.api,
        domainName: props.domainName,
        stage: this.stage,
      });
  }
}
