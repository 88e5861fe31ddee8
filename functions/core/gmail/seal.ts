import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { ConfigError, config } from '../../lib/config.ts';

/**
 * Seals short secrets at rest (Gmail refresh tokens, PKCE verifiers) for one user, so a table export or a
 * leaked item yields nothing usable:
 * - production: KMS Encrypt/Decrypt with `{ userId }` as encryption context (a token sealed for one user
 *   cannot be opened as another's, and CloudTrail records every opening), spoken as KMS's JSON API through
 *   aws4fetch, which the S3 store already uses, rather than the SDK's KMS client;
 * - locally: AES-256-GCM under LOCAL_SEALING_KEY (kept under .data/ by the local runtime), the user id as
 *   associated data.
 * Sealed text is `kms.<base64>` or `local.<base64url>`, so a change of mode is detected rather than misread.
 */
let kmsClient: AwsClient | undefined;

const kms = () => {
  kmsClient ??= new AwsClient({
    accessKeyId: process.env.AWS_ACCESS_KEY_ID ?? '',
    secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY ?? '',
    sessionToken: process.env.AWS_SESSION_TOKEN,
    service: 'kms',
    region: config().AWS_REGION,
    retries: 3,
  });
  return kmsClient;
};

const callKms = async (action: 'Encrypt' | 'Decrypt', body: Record<string, unknown>) => {
  const { KMS_ENDPOINT, AWS_REGION } = config();
  const response = await kms().fetch(KMS_ENDPOINT ?? `https://kms.${AWS_REGION}.amazonaws.com/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `TrentService.${action}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as Record<string, string>;
  // KMS's error bodies name the error type only (never the plaintext), so they are safe to carry.
  if (!response.ok) throw new Error(`KMS ${action} answered ${response.status}: ${answer.__type ?? ''}`);
  return answer;
};

const localKey = (): Buffer => {
  const key = config().LOCAL_SEALING_KEY;
  if (!key) throw new ConfigError(['KMS_KEY_ID', 'LOCAL_SEALING_KEY'], 'one is needed to seal tokens');
  return Buffer.from(key, 'base64url').subarray(0, 32);
};

export const seal = async (plaintext: string, userId: string): Promise<string> => {
  const keyId = config().KMS_KEY_ID;
  if (keyId) {
    const { CiphertextBlob } = await callKms('Encrypt', {
      KeyId: keyId,
      Plaintext: Buffer.from(plaintext, 'utf8').toString('base64'),
      EncryptionContext: { userId },
    });
    return `kms.${CiphertextBlob}`;
  }
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', localKey(), iv);
  cipher.setAAD(Buffer.from(userId, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `local.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
};

export const unseal = async (sealed: string, userId: string): Promise<string> => {
  const [mode, payload = ''] = sealed.split('.', 2) as [string, string?];
  if (mode === 'kms') {
    const { Plaintext = '' } = await callKms('Decrypt', {
      CiphertextBlob: payload,
      EncryptionContext: { userId },
      ...(config().KMS_KEY_ID ? { KeyId: config().KMS_KEY_ID } : {}),
    });
    return Buffer.from(Plaintext, 'base64').toString('utf8');
  }
  if (mode !== 'local') throw new Error('Unknown sealing mode');
  const bytes = Buffer.from(payload, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', localKey(), bytes.subarray(0, 12));
  decipher.setAAD(Buffer.from(userId, 'utf8'));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
};
