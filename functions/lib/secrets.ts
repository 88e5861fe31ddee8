import type { AwsClient } from 'aws4fetch';
import { signedClient } from './aws/signed-client.ts';
import { ConfigError, config } from './config.ts';

/** How long a fetched secret is reused before Secrets Manager is asked again, so a rotation reaches warm containers. */
export const SECRET_MAX_AGE_SECONDS = 300;

const cache = new Map<string, { value: string; until: number }>();
let client: AwsClient | undefined;

/** Forgets every fetched secret and the signer (tests change the endpoint and credentials between cases). */
export const forgetSecrets = (): void => {
  cache.clear();
  client = undefined;
};

/**
 * A secret's text from Secrets Manager (GetSecretValue over its JSON API, signed by aws4fetch as the S3 and KMS
 * adapters are): kept for SECRET_MAX_AGE_SECONDS after a successful fetch, never kept after a failed one, so
 * the next call fetches again (within one call, throttling and 5xx answers are retried with backoff).
 * `variable` names the setting that holds the id.
 */
export const readSecret = async (variable: string, secretId: string): Promise<string> => {
  const cached = cache.get(secretId);
  if (cached && cached.until > Date.now()) return cached.value;
  const { AWS_REGION, SECRETS_MANAGER_ENDPOINT } = config();
  client ??= signedClient('secretsmanager', AWS_REGION, 3);
  const response = await client.fetch(
    SECRETS_MANAGER_ENDPOINT ?? `https://secretsmanager.${AWS_REGION}.amazonaws.com/`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'secretsmanager.GetSecretValue',
      },
      body: JSON.stringify({ SecretId: secretId }),
    },
  );
  const answer = (await response.json().catch(() => ({}))) as { SecretString?: unknown; __type?: string };
  // Error bodies name the error type (never the secret), so they are safe to carry.
  if (!response.ok)
    throw new Error(`Secrets Manager GetSecretValue answered ${response.status}: ${answer.__type ?? ''}`);
  const value = answer.SecretString;
  if (typeof value !== 'string' || !value.trim()) throw new ConfigError([variable], 'the secret is empty');
  cache.set(secretId, { value, until: Date.now() + SECRET_MAX_AGE_SECONDS * 1000 });
  return value;
};
