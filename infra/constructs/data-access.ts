import { Stack } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { AUDIT_PARTITION } from '#functions/db/audit-keys.ts';
import { partitionKey } from '#functions/db/keys.ts';
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
 * The partition keys of the audit trail (functions/db/audit-keys.ts): every partition of the `audit` composite,
 * `$walt#audit_trail` today. An IAM StringLike pattern (no `${` in it, so no policy variable).
 */
export const AUDIT_KEYS_PATTERN = `${partitionKey({ audit: '' })}*`;
if (!AUDIT_PARTITION.startsWith(AUDIT_KEYS_PATTERN.slice(0, -1)))
  throw new Error(`The audit partition ${AUDIT_PARTITION} is not under ${AUDIT_KEYS_PATTERN}`);

/** A Deny of `actions` on items whose partition key is the audit trail's (any of them, in a batch). */
const denyOnAuditTrail = (actions: string[], resources: string[]) =>
  new iam.PolicyStatement({
    sid: 'AuditTrailWrittenOnlyByTheAuditRule',
    effect: iam.Effect.DENY,
    actions,
    resources,
    conditions: { 'ForAnyValue:StringLike': { 'dynamodb:LeadingKeys': [AUDIT_KEYS_PATTERN] } },
  });

/** The table's policies: read, read/write, and read/write for the audit writers. */
export interface TableAccessPolicies extends AccessPolicies {
  /**
   * Read/write plus appending to the audit trail: for the functions of endpoints that declare `audit`, whose
   * wrapper writes the entry (functions/edge/rules.ts, core/admin/audit-record.ts, a PutItem). They too may not
   * change or delete an entry.
   */
  readWriteAudit: iam.IManagedPolicy;
}

/**
 * Item-level access to the table and each of its GSIs by name. Managed policies live beside the data so
 * the stacks of functions only reference them, which keeps every grant free of cross-stack cycles.
 * The audit trail is written by the audit rule only (issue 23 M12): read/write denies every write to its
 * partition, and the audit writers' policy denies all but PutItem there, so no other function (a worker, a
 * user's endpoint) can forge, change or remove an entry, whatever its code does.
 */
export class TableAccess extends Construct implements TableAccessPolicies {
  readonly read: iam.ManagedPolicy;
  readonly readWrite: iam.ManagedPolicy;
  readonly readWriteAudit: iam.ManagedPolicy;

  constructor(scope: Construct, id: string, table: dynamodb.ITable, indexNames: string[]) {
    super(scope, id);
    const resources = [table.tableArn, ...indexNames.map((name) => `${table.tableArn}/index/${name}`)];
    const policy = (policyId: string, description: string, statements: iam.PolicyStatement[]) =>
      new iam.ManagedPolicy(this, policyId, { description: `Walt: ${description}`, statements });
    this.read = policy('Read', 'read items of the table', [
      new iam.PolicyStatement({ actions: TABLE_READ, resources }),
    ]);
    const readWrite = new iam.PolicyStatement({ actions: [...TABLE_READ, ...TABLE_WRITE], resources });
    this.readWrite = policy('ReadWrite', 'read and write items of the table, never the audit trail', [
      readWrite,
      denyOnAuditTrail(TABLE_WRITE, [table.tableArn]),
    ]);
    this.readWriteAudit = policy(
      'ReadWriteAudit',
      'read and write items of the table, and append to the audit trail',
      [
        readWrite,
        denyOnAuditTrail(
          TABLE_WRITE.filter((action) => action !== 'dynamodb:PutItem'),
          [table.tableArn],
        ),
      ],
    );
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
