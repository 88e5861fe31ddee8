import { Stack } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { acknowledge } from './nag.ts';

/** A read and a read/write policy for one data store; functions attach the one their row asks for. */
export interface AccessPolicies {
  read: iam.IManagedPolicy;
  readWrite: iam.IManagedPolicy;
}

// Scan is left out on purpose: request paths use GetItem and Query only (ARCHITECTURE §3), and IAM enforces it.
const TABLE_READ = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
];
const TABLE_WRITE = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

/**
 * Item-level access to the table and each of its GSIs by name. Managed policies live beside the data so
 * the stacks of functions only reference them, which keeps every grant free of cross-stack cycles.
 */
export class TableAccess extends Construct implements AccessPolicies {
  readonly read: iam.ManagedPolicy;
  readonly readWrite: iam.ManagedPolicy;

  constructor(scope: Construct, id: string, table: dynamodb.ITable, indexNames: string[]) {
    super(scope, id);
    const resources = [table.tableArn, ...indexNames.map((name) => `${table.tableArn}/index/${name}`)];
    const policy = (policyId: string, actions: string[]) =>
      new iam.ManagedPolicy(this, policyId, {
        description: `Walt: ${policyId} items of the table`,
        statements: [new iam.PolicyStatement({ actions, resources })],
      });
    this.read = policy('Read', TABLE_READ);
    this.readWrite = policy('ReadWrite', [...TABLE_READ, ...TABLE_WRITE]);
  }
}

/** Object access to the media bucket; listing is allowed so a user's files can be deleted by prefix. */
export class BucketAccess extends Construct implements AccessPolicies {
  readonly read: iam.ManagedPolicy;
  readonly readWrite: iam.ManagedPolicy;

  constructor(scope: Construct, id: string, bucket: s3.Bucket) {
    super(scope, id);
    const policy = (policyId: string, objectActions: string[]) =>
      new iam.ManagedPolicy(this, policyId, {
        description: `Walt: ${policyId} objects of the media bucket`,
        statements: [
          new iam.PolicyStatement({ actions: objectActions, resources: [bucket.arnForObjects('*')] }),
          new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }),
        ],
      });
    this.read = policy('Read', ['s3:GetObject']);
    this.readWrite = policy('ReadWrite', ['s3:GetObject', 's3:PutObject', 's3:DeleteObject']);
    const bucketId = Stack.of(this).getLogicalId(bucket.node.defaultChild as s3.CfnBucket);
    acknowledge(
      this,
      'Object keys are chosen per user at run time; the wildcard covers objects of the media bucket only.',
      `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/*]`,
    );
  }
}
