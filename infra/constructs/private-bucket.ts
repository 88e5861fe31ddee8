import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { acknowledge } from './nag.ts';

/** A bucket for S3 server access logs (and CloudFront standard logs); old logs expire. */
export const logsBucket = (scope: Construct, id: string, options: { cloudFrontLogs?: boolean } = {}) => {
  const bucket = new s3.Bucket(scope, id, {
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    encryption: s3.BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    // CloudFront's standard logs are delivered with an ACL grant, which needs ACLs enabled.
    objectOwnership: options.cloudFrontLogs
      ? s3.ObjectOwnership.OBJECT_WRITER
      : s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
    lifecycleRules: [{ expiration: Duration.days(365) }],
    removalPolicy: RemovalPolicy.RETAIN,
  });
  acknowledge(bucket, 'This is the access-log bucket; logging it into itself would loop.', 'AwsSolutions-S1');
  return bucket;
};

/** A private bucket: no public access, encrypted at rest, TLS only, access logged to `logs`. */
export const privateBucket = (
  scope: Construct,
  id: string,
  logs: s3.IBucket,
  options: { versioned?: boolean } = {},
): s3.Bucket =>
  new s3.Bucket(scope, id, {
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    encryption: s3.BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    versioned: options.versioned ?? false,
    // Versions guard against mistakes, but a deleted user's files must really go: old versions expire.
    lifecycleRules: options.versioned
      ? [{ noncurrentVersionExpiration: Duration.days(30), expiredObjectDeleteMarker: true }]
      : [],
    serverAccessLogsBucket: logs,
    serverAccessLogsPrefix: `${id.toLowerCase()}/`,
    removalPolicy: RemovalPolicy.RETAIN,
  });
