import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { acknowledge } from './nag.ts';

export interface WaltFunctionProps {
  /** Logical id, also the bundle's folder under `functionsDir` (see infra/build-functions.ts). */
  functionId: string;
  /** Where `npm run build:functions` wrote the bundles. */
  functionsDir: string;
  timeoutSeconds: number;
  memoryMb: number;
  /**
   * Public origin of the web app (APP_URL), for links in emails and the OAuth redirect. Unset, the function
   * has none: queue workers and streamed endpoints are deployed before the distribution whose address it is
   * (see infra/app.ts), so they take it from context `appUrl` only.
   */
  appUrl?: string;
  description?: string;
  /** Caps (and guarantees) how many instances may run at once. */
  reservedConcurrency?: number;
}

/** The alias every caller invokes (API routes, function URLs, queues); a rollback moves it (infra/rollback.ts). */
export const LIVE_ALIAS = 'live';

/** The environment variable that names the deployed release (context `release`, the commit the deploy built). */
export const RELEASE_VARIABLE = 'WALT_RELEASE';

/** How long function logs are kept: long enough to investigate a security event after the fact. */
const LOG_RETENTION = logs.RetentionDays.THREE_MONTHS;

/**
 * Every Lambda of the app: nodejs24.x on arm64, the esbuild bundle, X-Ray tracing, source-mapped stack
 * traces and its own log group. The role starts empty: access comes only from the bind helpers.
 */
export class WaltFunction extends Construct {
  readonly function: lambda.Function;
  /**
   * `live`, on the version this deploy published: what API routes, function URLs and queues invoke. Each
   * deploy with a new `release` publishes a version of every function (the release is in its environment),
   * so "the previous version" of each is the previous deploy's, and a rollback moves every alias back at once.
   */
  readonly live: lambda.Alias;
  readonly role: iam.Role;

  constructor(scope: Construct, id: string, props: WaltFunctionProps) {
    super(scope, id);
    const bundle = join(props.functionsDir, props.functionId);
    if (!existsSync(join(bundle, 'index.mjs'))) {
      throw new Error(
        `No bundle for ${props.functionId} in ${props.functionsDir}: run npm run build:functions`,
      );
    }
    const release = this.node.tryGetContext('release') as string | undefined;
    const logGroup = new logs.LogGroup(this, 'Logs', { retention: LOG_RETENTION });
    // An own role instead of AWSLambdaBasicExecutionRole: it may write to this log group only.
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.functionId}`,
    });
    logGroup.grantWrite(this.role);
    this.function = new lambda.Function(this, 'Function', {
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      code: lambda.Code.fromAsset(bundle),
      handler: 'index.handler',
      role: this.role,
      logGroup,
      tracing: lambda.Tracing.ACTIVE,
      timeout: Duration.seconds(props.timeoutSeconds),
      memorySize: props.memoryMb,
      reservedConcurrentExecutions: props.reservedConcurrency,
      description: props.description ?? props.functionId,
      environment: {
        POWERTOOLS_SERVICE_NAME: 'walt',
        NODE_OPTIONS: '--enable-source-maps',
        ...(props.appUrl && { APP_URL: props.appUrl }),
        ...(release && { [RELEASE_VARIABLE]: release }),
      },
      // Old versions stay, so a rollback has somewhere to go back to.
      currentVersionOptions: { removalPolicy: RemovalPolicy.RETAIN },
    });
    this.live = new lambda.Alias(this, 'Live', {
      aliasName: LIVE_ALIAS,
      version: this.function.currentVersion,
    });
    acknowledge(
      this.role,
      'X-Ray tracing: xray:PutTraceSegments and PutTelemetryRecords support no resource-level scoping.',
      'AwsSolutions-IAM5[Resource::*]',
    );
  }

  /** Sets an environment variable; bind helpers pair each one with the IAM grant it needs. */
  setEnv(name: string, value: string): void {
    this.function.addEnvironment(name, value);
  }
}
