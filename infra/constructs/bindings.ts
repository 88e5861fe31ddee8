import { Aws } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type * as ses from 'aws-cdk-lib/aws-ses';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { type QueueName, queueUrlVariable } from '#functions/lib/ports/queue.ts';
import type { Access } from '../routes.ts';
import type { AccessPolicies, TableAccessPolicies } from './data-access.ts';
import type { WaltFunction } from './walt-function.ts';

/** The shared resources a function may be bound to; each stack passes what it has built or imported. */
export interface Bindings {
  table: { table: dynamodb.ITable; access: TableAccessPolicies };
  media: { bucket: s3.IBucket; access: AccessPolicies };
  queues: Partial<Record<QueueName, sqs.IQueue>>;
  sessionSecret: secretsmanager.ISecret;
  /** The value CloudFront sends the API in X-Walt-Origin-Verify; every HTTP function checks it. */
  originVerify: secretsmanager.ISecret;
  /** `totp` seals two-factor secrets (functions/core/auth/totp-key.ts): only the rows that name it read it. */
  secrets: Record<'openai' | 'google' | 'totp', secretsmanager.ISecret>;
  /**
   * The Google OAuth client's id (context `googleClientId`): public, so a plain variable beside the secret.
   * Unset, the Gmail endpoints answer that Gmail is not configured.
   */
  googleClientId?: string;
  key: kms.IKey;
  mail: { identity: ses.IEmailIdentity; from: string };
}

/**
 * The key and secrets as imports local to a consumer stack. Granting on the originals from another stack
 * would write each function's role into the key policy, a cross-stack cycle; imported, the grants land in
 * the roles' own policies, which the key policy honours because it trusts the account. The secrets are
 * imported without their key: bindSecret grants the decryption explicitly.
 */
export const importKeyAndSecrets = (scope: Construct, bindings: Bindings): Bindings => {
  const key = kms.Key.fromKeyArn(scope, 'AppKey', bindings.key.keyArn);
  const secret = (id: string, original: secretsmanager.ISecret) =>
    secretsmanager.Secret.fromSecretAttributes(scope, id, { secretCompleteArn: original.secretArn });
  return {
    ...bindings,
    key,
    sessionSecret: secret('SessionSigningKey', bindings.sessionSecret),
    originVerify: secret('OriginVerify', bindings.originVerify),
    secrets: {
      openai: secret('OpenAiApiKey', bindings.secrets.openai),
      google: secret('GoogleClientSecret', bindings.secrets.google),
      totp: secret('TotpSealingKey', bindings.secrets.totp),
    },
  };
};

/**
 * TABLE_NAME plus the table policy for the row's mode: an audit writer's (`access.audit`) may append to the audit
 * trail, every other policy denies writing it (constructs/data-access.ts).
 */
export const bindTable = (
  fn: WaltFunction,
  table: Bindings['table'],
  mode: Access['table'],
  audit = false,
): void => {
  if (audit && mode !== 'readWrite')
    throw new Error(`${fn.node.path} writes the audit trail: its table access must be readWrite`);
  fn.setEnv('TABLE_NAME', table.table.tableName);
  fn.role.addManagedPolicy(audit ? table.access.readWriteAudit : table.access[mode]);
};

/** QUEUE_URL_<NAME> plus SendMessage for each queue the function enqueues jobs on. */
export const bindQueues = (fn: WaltFunction, queues: Bindings['queues'], names: QueueName[]): void => {
  for (const name of names) {
    const queue = queues[name];
    if (!queue) throw new Error(`Queue ${name} is not available to ${fn.node.path}`);
    fn.setEnv(queueUrlVariable(name), queue.queueUrl);
    queue.grantSendMessages(fn.role);
  }
};

/** MEDIA_BUCKET plus the media policy for the row's mode. */
export const bindBlobs = (
  fn: WaltFunction,
  media: Bindings['media'],
  mode: NonNullable<Access['blobs']>,
): void => {
  fn.setEnv('MEDIA_BUCKET', media.bucket.bucketName);
  fn.role.addManagedPolicy(media.access[mode]);
};

/** MAIL_FROM plus ses:SendEmail from the app's verified identity only. */
export const bindMail = (fn: WaltFunction, mail: Bindings['mail']): void => {
  fn.setEnv('MAIL_FROM', mail.from);
  mail.identity.grant(fn.role, 'ses:SendEmail');
};

const SECRET_VARIABLES = {
  openai: 'OPENAI_SECRET_ARN',
  google: 'GOOGLE_SECRET_ARN',
  totp: 'TOTP_SECRET_ARN',
} as const;

/** `<NAME>_SECRET_ARN` plus read access to one secret and decryption of it through Secrets Manager only. */
export const bindSecret = (
  fn: WaltFunction,
  variable: string,
  secret: secretsmanager.ISecret,
  key: kms.IKey,
): void => {
  fn.setEnv(variable, secret.secretArn);
  secret.grantRead(fn.role);
  fn.role.addToPrincipalPolicy(
    new iam.PolicyStatement({
      actions: ['kms:Decrypt'],
      resources: [key.keyArn],
      conditions: { StringEquals: { 'kms:ViaService': `secretsmanager.${Aws.REGION}.${Aws.URL_SUFFIX}` } },
    }),
  );
};

/** The encryption context every sealed token carries (functions/lib/ports/secret-box-kms.ts). */
export const SEALING_CONTEXT_KEYS = ['userId'];

/**
 * KMS_KEY_ID plus Encrypt/Decrypt for sealing secrets such as Gmail refresh tokens, and only with the
 * sealing context: a call without an encryption context, or with another key in it, is denied, so this grant
 * opens no other ciphertext of the key (the secrets' own go through Secrets Manager, bindSecret).
 */
export const bindKey = (fn: WaltFunction, key: kms.IKey): void => {
  fn.setEnv('KMS_KEY_ID', key.keyArn);
  fn.role.addToPrincipalPolicy(
    new iam.PolicyStatement({
      actions: ['kms:Encrypt', 'kms:Decrypt'],
      resources: [key.keyArn],
      conditions: {
        // ForAllValues alone also passes a call with no context at all; the Null test rules that out.
        'ForAllValues:StringEquals': { 'kms:EncryptionContextKeys': SEALING_CONTEXT_KEYS },
        Null: { 'kms:EncryptionContextKeys': 'false' },
      },
    }),
  );
};

/** GOOGLE_CLIENT_ID, when one is configured: no grant, the id is public. */
export const bindGoogleClientId = (fn: WaltFunction, clientId: string | undefined): void => {
  if (clientId) fn.setEnv('GOOGLE_CLIENT_ID', clientId);
};

/**
 * Applies a route or queue row's `access`: every entry becomes an environment variable and the IAM grant
 * behind it, nothing more. HTTP functions also read the session signing key.
 */
export const bindAccess = (fn: WaltFunction, access: Access, bindings: Bindings, http: boolean): void => {
  bindTable(fn, bindings.table, access.table, access.audit === true);
  if (http) {
    bindSecret(fn, 'SESSION_SECRET_ARN', bindings.sessionSecret, bindings.key);
    bindSecret(fn, 'ORIGIN_VERIFY_SECRET_ARN', bindings.originVerify, bindings.key);
  }
  if (access.queues) bindQueues(fn, bindings.queues, access.queues);
  if (access.blobs) bindBlobs(fn, bindings.media, access.blobs);
  if (access.mail) bindMail(fn, bindings.mail);
  for (const name of access.secrets ?? []) {
    bindSecret(fn, SECRET_VARIABLES[name], bindings.secrets[name], bindings.key);
  }
  // The client secret is useless without the client's id.
  if (access.secrets?.includes('google')) bindGoogleClientId(fn, bindings.googleClientId);
  if (access.kms) bindKey(fn, bindings.key);
};
