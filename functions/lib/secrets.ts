import { getSecret } from '@aws-lambda-powertools/parameters/secrets';
import { ConfigError } from './config.ts';

/** How long a fetched secret is reused before Secrets Manager is asked again, so a rotation reaches warm containers. */
export const SECRET_MAX_AGE_SECONDS = 300;

/**
 * A secret's text from Secrets Manager, through Powertools Parameters: kept for SECRET_MAX_AGE_SECONDS after
 * a successful fetch, never kept after a failed one, so the next call fetches again (within one call the SDK
 * client retries throttling and transient errors). `variable` names the setting that holds the id.
 */
export const readSecret = async (variable: string, secretId: string): Promise<string> => {
  const value = await getSecret(secretId, { maxAge: SECRET_MAX_AGE_SECONDS });
  if (typeof value !== 'string' || !value.trim()) throw new ConfigError([variable], 'the secret is empty');
  return value;
};
