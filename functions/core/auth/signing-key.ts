import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from '../../lib/config.ts';

let key: Promise<Uint8Array> | undefined;

/** The session signing key: from the environment locally, from Secrets Manager in production (once per container). */
export const sessionSigningKey = (): Promise<Uint8Array> => {
  key ??= (async () => {
    const { SESSION_SECRET, SESSION_SECRET_ARN } = config();
    if (SESSION_SECRET) return new TextEncoder().encode(SESSION_SECRET);
    if (!SESSION_SECRET_ARN) throw new Error('Invalid configuration: SESSION_SECRET or SESSION_SECRET_ARN');
    const answer = await new SecretsManagerClient({}).send(
      new GetSecretValueCommand({ SecretId: SESSION_SECRET_ARN }),
    );
    if (!answer.SecretString || answer.SecretString.length < 32)
      throw new Error('Session signing secret is too short');
    return new TextEncoder().encode(answer.SecretString);
  })();
  return key;
};

export const resetSigningKey = (): void => {
  key = undefined;
};
