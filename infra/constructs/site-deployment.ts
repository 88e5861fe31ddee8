import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DefaultStackSynthesizer, Stack, Token } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { acknowledge } from './nag.ts';

const IMMUTABLE = s3deploy.CacheControl.fromString('public, max-age=31536000, immutable');
const REVALIDATE = s3deploy.CacheControl.fromString('no-cache');

/**
 * Uploads the Vite build in two passes: content-hashed `assets/` cached for a year, then everything else
 * (index.html above all) revalidated on every request. Nothing is pruned, so a tab still running the
 * previous release can lazy-load its old chunks.
 */
export const deploySite = (
  scope: Construct,
  bucket: s3.Bucket,
  distribution: cloudfront.IDistribution,
  webDist: string,
): void => {
  // Our own role and log group instead of the handler's AWSLambdaBasicExecutionRole.
  const role = new iam.Role(scope, 'DeployRole', {
    assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
  });
  const logGroup = new logs.LogGroup(scope, 'DeployLogs', { retention: logs.RetentionDays.ONE_MONTH });
  logGroup.grantWrite(role);
  const common = { destinationBucket: bucket, prune: false, memoryLimit: 512, role, logGroup };
  const assets = join(webDist, 'assets');
  const hashed = existsSync(assets)
    ? new s3deploy.BucketDeployment(scope, 'DeployAssets', {
        ...common,
        sources: [s3deploy.Source.asset(assets)],
        destinationKeyPrefix: 'assets/',
        cacheControl: [IMMUTABLE],
      })
    : undefined;
  const shell = new s3deploy.BucketDeployment(scope, 'DeployShell', {
    ...common,
    sources: [s3deploy.Source.asset(webDist, { exclude: ['assets', 'assets/**'] })],
    cacheControl: [REVALIDATE],
    distribution,
    distributionPaths: ['/*'],
  });
  // index.html must never point at chunks that are not uploaded yet.
  if (hashed) shell.node.addDependency(hashed);
  acknowledgeDeployment(scope, role, bucket);
};

/** How cdk-nag writes a stack attribute in a finding: the value when known, else `<AWS::…>`. */
const placeholder = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<${pseudo}>` : value);

/** The deployment handler is aws-cdk-lib's; these are the findings its grants and runtime raise. */
const acknowledgeDeployment = (scope: Construct, role: iam.Role, bucket: s3.Bucket) => {
  const stack = Stack.of(scope);
  const qualifier =
    scope.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
  const siteId = stack.getLogicalId(bucket.node.defaultChild as s3.CfnBucket);
  acknowledge(
    role,
    'BucketDeployment copies whole folders: it reads any object of the CDK asset bucket and writes any object of the site bucket.',
    'AwsSolutions-IAM5[Action::s3:GetBucket*]',
    'AwsSolutions-IAM5[Action::s3:GetObject*]',
    'AwsSolutions-IAM5[Action::s3:List*]',
    'AwsSolutions-IAM5[Action::s3:Abort*]',
    'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
    `AwsSolutions-IAM5[Resource::arn:${placeholder(stack.partition, 'AWS::Partition')}:s3:::cdk-${qualifier}-assets-${placeholder(stack.account, 'AWS::AccountId')}-${placeholder(stack.region, 'AWS::Region')}/*]`,
    `AwsSolutions-IAM5[Resource::<${siteId}.Arn>/*]`,
  );
  acknowledge(
    role,
    'cloudfront:CreateInvalidation after each upload; CDK grants it without a resource scope.',
    'AwsSolutions-IAM5[Resource::*]',
  );
  for (const handler of stack.node.children.filter((child) =>
    child.node.id.startsWith('Custom::CDKBucketDeployment'),
  )) {
    acknowledge(
      handler,
      'The BucketDeployment handler runtime is pinned by aws-cdk-lib and moves with its upgrades.',
      'AwsSolutions-L1',
    );
  }
};
