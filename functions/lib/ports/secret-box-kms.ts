import { signedClient } from '../aws/signed-client.ts';
import { config } from '../config.ts';
import type { SecretBox } from './secret-box.ts';

/**
 * KMS Encrypt/Decrypt with `{ userId }` as encryption context (a secret sealed for one user cannot be opened
 * as another's, and CloudTrail records every opening), spoken as KMS's JSON API through aws4fetch, which the
 * S3 store already uses, rather than the SDK's KMS client.
 */
export class KmsSecretBox implements SecretBox {
  private readonly client = signedClient('kms', config().AWS_REGION, 3);

  private async call(action: 'Encrypt' | 'Decrypt', body: Record<string, unknown>) {
    const { KMS_ENDPOINT, AWS_REGION } = config();
    const response = await this.client.fetch(KMS_ENDPOINT ?? `https://kms.${AWS_REGION}.amazonaws.com/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `TrentService.${action}` },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as Record<string, string>;
    // KMS's error bodies name the error type only (never the plaintext), so they are safe to carry.
    if (!response.ok) throw new Error(`KMS ${action} answered ${response.status}: ${answer.__type ?? ''}`);
    return answer;
  }

  async seal(plaintext: string, userId: string): Promise<string> {
    const { CiphertextBlob } = await this.call('Encrypt', {
      KeyId: config().KMS_KEY_ID,
      Plaintext: Buffer.from(plaintext, 'utf8').toString('base64'),
      EncryptionContext: { userId },
    });
    return `kms.${CiphertextBlob}`;
  }

  async open(sealed: string, userId: string): Promise<string> {
    const { Plaintext = '' } = await this.call('Decrypt', {
      CiphertextBlob: sealed.slice('kms.'.length),
      EncryptionContext: { userId },
      ...(config().KMS_KEY_ID ? { KeyId: config().KMS_KEY_ID } : {}),
    });
    return Buffer.from(Plaintext, 'base64').toString('utf8');
  }
}
