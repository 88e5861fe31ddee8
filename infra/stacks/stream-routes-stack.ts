import { Fn, Stack, type StackProps } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { type Bindings, importKeyAndSecrets } from '../constructs/bindings.ts';
import { functionId, type Route } from '../routes.ts';
import { isStreamRoute, routeFunction } from './routes-stack.ts';

/** A streamed endpoint as CloudFront sees it: the path it serves and the function URL behind it. */
export interface StreamOrigin {
  /** The route's name, for reading. */
  name: string;
  /** The contract path as a CloudFront path pattern: `{id}` → `*`. */
  pathPattern: string;
  url: lambda.IFunctionUrl;
  /**
   * The function URL's domain (`https://<domain>/` split on '/'), worked out in this stack so the web stack
   * reads a plain string output: a split over an output read across stacks (`Fn::GetStackOutput`, as the
   * app's cross-region references write it) is what cfn-lint refuses (E1017).
   */
  domainName: string;
}

/** A contract path as a CloudFront path pattern: each `{param}` becomes CloudFront's wildcard `*`. */
export const streamPathPattern = (path: string): string => path.replace(/\{\w+\}/g, '*');

export interface StreamRoutesStackProps extends StackProps {
  /** Only routes with `endpoint.stream`. */
  routes: Route[];
  functionsDir: string;
  /** Context `appUrl` only: the distribution is deployed after this stack, since it needs the URLs. */
  appUrl?: string;
  bindings: Bindings;
  reserveConcurrency?: boolean;
  aiBudget?: Record<string, string>;
}

/**
 * Instances each streamed endpoint may run at once (reserved, so a flood of long imports cannot take the
 * account's concurrency, nor be starved of it): a Gmail stream lasts up to 15 minutes per narrator.
 */
export const STREAM_RESERVED_CONCURRENCY = 25;

/**
 * The endpoints whose answer is a stream (NDJSON progress), which API Gateway HTTP APIs cannot relay: each
 * is a Lambda function URL in RESPONSE_STREAM mode that CloudFront reaches through a behaviour of its own
 * (web-stack). The URL takes no IAM auth (AuthType NONE): like the API, the function refuses any request
 * without CloudFront's secret origin header (functions/edge/http.ts), and CloudFront's WAF sits in front.
 * Origin access control would sign instead, but then the browser must send x-amz-content-sha256 with every
 * POST body, which fetch does not.
 */
export class StreamRoutesStack extends Stack {
  readonly streams: StreamOrigin[] = [];
  /** Its functions: the "streams" group of the monitoring stack. */
  readonly functions: lambda.IFunction[] = [];

  constructor(scope: Construct, id: string, props: StreamRoutesStackProps) {
    super(scope, id, props);
    const bindings = importKeyAndSecrets(this, props.bindings);
    for (const route of props.routes) {
      if (!isStreamRoute(route))
        throw new Error(`${route.endpoint.name} does not stream: it belongs in a RoutesStack`);
      const reserved = {
        ...route,
        reservedConcurrency: route.reservedConcurrency ?? STREAM_RESERVED_CONCURRENCY,
      };
      const fn = routeFunction(this, reserved, { ...props, bindings });
      this.functions.push(fn.function);
      const url = fn.live.addFunctionUrl({
        authType: lambda.FunctionUrlAuthType.NONE,
        invokeMode: lambda.InvokeMode.RESPONSE_STREAM,
      });
      this.streams.push({
        name: functionId(route),
        pathPattern: streamPathPattern(route.endpoint.path),
        url,
        // Exported whole, so the web stack imports a string (Fn::ImportValue).
        domainName: this.exportValue(Fn.select(2, Fn.split('/', url.url)), {
          name: `${this.stackName}-${functionId(route)}-domain`,
        }),
      });
    }
  }
}
