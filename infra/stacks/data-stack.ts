import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as backup from 'aws-cdk-lib/aws-backup';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { TableDefinition } from '#functions/db/table.ts';
import { PENDING_UPLOADS_PREFIX } from '#shared/constants.ts';
import { BucketAccess, TableAccess } from '../constructs/data-access.ts';
import { acknowledge } from '../constructs/nag.ts';
import { logsBucket, privateBucket } from '../constructs/private-bucket.ts';

const stringKey = (name: string): dynamodb.Attribute => ({ name, type: dynamodb.AttributeType.STRING });

export { PENDING_UPLOADS_PREFIX };

export interface DataStackProps extends StackProps {
  table: TableDefinition;
  /** The app's origin when known (context `appUrl`): the only origin allowed to upload to the media bucket. */
  appOrigin?: string;
}

/** The single DynamoDB table (keys and GSIs from the ElectroDB entities) and the private media bucket. */
export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  readonly media: s3.Bucket;
  readonly tableAccess: TableAccess;
  readonly mediaAccess: BucketAccess;
  readonly backupPlan: backup.BackupPlan;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { table } = props;
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: stringKey(table.partitionKey),
      sortKey: stringKey(table.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      timeToLiveAttribute: table.timeToLiveAttribute,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of table.globalSecondaryIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }
    const logs = logsBucket(this, 'AccessLogs');
    // Versioned so an overwritten or deleted recording can be recovered.
    this.media = privateBucket(this, 'Media', logs, { versioned: true });
    // Mailbox exports are uploaded by the browser straight to the bucket with a presigned PUT (issue 13):
    // CORS lets the app's page send it (the signature, bound to the key, type and length, is the guard), and
    // the files go a day later (functions/core/gmail/constants.ts mboxPrefix).
    this.media.addCorsRule({
      allowedMethods: [s3.HttpMethods.PUT],
      allowedOrigins: [props.appOrigin ?? '*'],
      allowedHeaders: ['content-type'],
      maxAge: 3600,
    });
    this.media.addLifecycleRule({
      id: 'MailboxExports',
      prefix: 'mbox/',
      expiration: Duration.days(1),
      noncurrentVersionExpiration: Duration.days(1),
      abortIncompleteMultipartUploadAfter: Duration.days(1),
    });
    // Uploads a browser PUT that no request ever took up (a voice memo recorded, never transcribed) go after a
    // day: every upload waits under this prefix until the request that uses it moves or deletes it (issue 24).
    this.media.addLifecycleRule({
      id: 'PendingUploads',
      prefix: PENDING_UPLOADS_PREFIX,
      expiration: Duration.days(1),
      noncurrentVersionExpiration: Duration.days(1),
      abortIncompleteMultipartUploadAfter: Duration.days(1),
    });
    // Besides point-in-time recovery (35 days, to the second): a daily AWS Backup of the table kept 35 days,
    // in a vault of its own, restorable even if the table itself is gone.
    this.backupPlan = backup.BackupPlan.daily35DayRetention(this, 'TableBackup');
    const selection = this.backupPlan.addSelection('Table', {
      resources: [backup.BackupResource.fromDynamoDbTable(this.table)],
    });
    acknowledge(
      selection,
      "AWS Backup's own service role policy, which AWS keeps in step with the resource types it backs up.",
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSBackupServiceRolePolicyForBackup]',
    );
    const indexNames = table.globalSecondaryIndexes.map((index) => index.name);
    this.tableAccess = new TableAccess(this, 'TableAccess', this.table, indexNames);
    this.mediaAccess = new BucketAccess(this, 'MediaAccess', this.media);
    new CfnOutput(this, 'TableName', {
      value: this.table.tableName,
      description: 'For `npm run admin` against the deployed table',
    });
  }
}
