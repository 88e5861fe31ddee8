import { Stack, type StackProps } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { bindAiBudget } from '../constructs/ai-budget.ts';
import {
  type Bindings,
  bindAccess,
  bindGoogleClientId,
  importKeyAndSecrets,
} from '../constructs/bindings.ts';
import { acknowledge } from '../constructs/nag.ts';
import { WaltFunction } from '../constructs/walt-function.ts';
import { functionId, HTTP_MAX_TIMEOUT_SECONDS, type Route } from '../routes.ts';

/** Plain reads and writes finish well within this; slow endpoints say so in their row. */
const DEFAULT_TIMEOUT_SECONDS = 10;
/** 512 MB buys a third of a vCPU, which keeps cold starts of the bundles short. */
const DEFAULT_MEMORY_MB = 512;

export interface RoutesStackProps extends StackProps {
  routes: Route[];
  api: apigw.IHttpApi;
  functionsDir: string;
  appUrl: string;
  bindings: Bindings;
  /** Apply the rows' reserved concurrency (an account at its default concurrency quota of 10 cannot). */
  reserveConcurrency?: boolean;
  /** The stage's AI budget (infra/stage-config.ts aiBudgetEnvironment), set on the functions that spend AI. */
  aiBudget?: Record<string, string>;
}

/** A route whose answer is streamed (NDJSON): a function URL behind CloudFront, not an API Gateway route. */
export const isStreamRoute = (route: Route): boolean => route.endpoint.stream === 'ndjson';

/** The feature a route belongs to: `gmail.status` → `gmail`. */
export const routeFeature = (route: Route): string =>
  route.endpoint.name.split('.')[0] ?? route.endpoint.name;

export interface RouteFunctionOptions {
  functionsDir: string;
  /** Unset for functions deployed before the distribution (infra/app.ts). */
  appUrl?: string;
  /** Imported into the calling stack (importKeyAndSecrets). */
  bindings: Bindings;
  reserveConcurrency?: boolean;
  /** The stage's AI budget: set on the route's function when it spends AI (constructs/ai-budget.ts). */
  aiBudget?: Record<string, string>;
}

/**
 * The Lambda of one route, with the row's timeout, memory, concurrency and access. Every function of the
 * Gmail feature also gets the Google client's id, which is public: the ones without the client secret still
 * build the consent URL or say whether Gmail is configured.
 */
export const routeFunction = (
  scope: Construct,
  route: Route,
  options: RouteFunctionOptions,
): WaltFunction => {
  const id = functionId(route);
  const timeoutSeconds = route.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
  if (!isStreamRoute(route) && timeoutSeconds > HTTP_MAX_TIMEOUT_SECONDS)
    throw new Error(`${route.endpoint.name}: an API route may run at most ${HTTP_MAX_TIMEOUT_SECONDS} s`);
  const fn = new WaltFunction(scope, id, {
    functionId: id,
    functionsDir: options.functionsDir,
    appUrl: options.appUrl,
    timeoutSeconds,
    memoryMb: route.memoryMb ?? DEFAULT_MEMORY_MB,
    description: `${route.endpoint.method} ${route.endpoint.path}`,
    reservedConcurrency: options.reserveConcurrency === false ? undefined : route.reservedConcurrency,
  });
  bindAccess(fn, route.access, options.bindings, true);
  bindAiBudget(fn, options.aiBudget, route.access, route.endpoint);
  if (!isStreamRoute(route) && route.access.secrets?.includes('openai')) {
    // One attempt that ends 3 s before the function does, so the handler still answers (a 503 to retry).
    fn.setEnv('OPENAI_TIMEOUT_MS', String((timeoutSeconds - 3) * 1000));
    fn.setEnv('OPENAI_MAX_RETRIES', '0');
  }
  if (routeFeature(route) === 'gmail') bindGoogleClientId(fn, options.bindings.googleClientId);
  return fn;
};

/** One Lambda and one `METHOD /path` route per endpoint of a slice of the route table. */
export class RoutesStack extends Stack {
  /** Its functions: the "api" group of the monitoring stack. */
  readonly functions: lambda.IFunction[] = [];

  constructor(scope: Construct, id: string, props: RoutesStackProps) {
    super(scope, id, props);
    const bindings = importKeyAndSecrets(this, props.bindings);
    for (const route of props.routes) {
      if (isStreamRoute(route))
        throw new Error(`${route.endpoint.name} streams its answer: it belongs in a StreamRoutesStack`);
      const id = functionId(route);
      const fn = routeFunction(this, route, { ...props, bindings });
      this.functions.push(fn.function);
      new apigw.HttpRoute(this, `${id}Route`, {
        httpApi: props.api,
        routeKey: apigw.HttpRouteKey.with(route.endpoint.path, apigw.HttpMethod[route.endpoint.method]),
        integration: new HttpLambdaIntegration(`${id}Integration`, fn.live),
      });
    }
    acknowledge(
      this,
      'Each function authenticates the session cookie itself (functions/edge/http.ts); public endpoints such as login must stay open.',
      'AwsSolutions-APIG4',
    );
  }
}

/** Most routes a stack may hold: ~7 resources each keeps a stack far below CloudFormation's 500. */
export const ROUTES_PER_STACK = 40;

/**
 * Groups routes by feature (`auth.login` → `auth`), split past ROUTES_PER_STACK, so a route stays in the
 * same stack when others are added: moving one between stacks would clash on its route key mid-deploy.
 */
export const routeGroups = (routes: Route[]): { name: string; routes: Route[] }[] => {
  const byFeature = new Map<string, Route[]>();
  for (const route of routes) {
    const feature = routeFeature(route);
    byFeature.set(feature, [...(byFeature.get(feature) ?? []), route]);
  }
  return [...byFeature].flatMap(([feature, members]) => {
    const name = `${feature.charAt(0).toUpperCase()}${feature.slice(1)}`;
    const chunks: { name: string; routes: Route[] }[] = [];
    for (let start = 0; start < members.length; start += ROUTES_PER_STACK) {
      const part = start / ROUTES_PER_STACK;
      chunks.push({
        name: part === 0 ? name : `${name}${part + 1}`,
        routes: members.slice(start, start + ROUTES_PER_STACK),
      });
    }
    return chunks;
  });
};
