import { AwsClient } from 'aws4fetch';

/** The function's role credentials, which Lambda puts in the environment (read when called). */
export const envCredentials = () => ({
  accessKeyId: process.env.AWS_ACCESS_KEY_ID ?? '',
  secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY ?? '',
  sessionToken: process.env.AWS_SESSION_TOKEN,
});

/**
 * An aws4fetch client that signs requests to one AWS service with the role's credentials: the S3, KMS, SQS and
 * Secrets Manager adapters speak those services' HTTP APIs through it rather than through the SDK's clients.
 */
export const signedClient = (service: string, region: string, retries: number): AwsClient =>
  new AwsClient({ ...envCredentials(), service, region, retries });
