import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { ConfigError, config } from '../config.ts';
import type { SecretBox } from './secret-box.ts';

const localKey = (): Buffer => {
  const key = config().LOCAL_SEALING_KEY;
  if (!key) throw new ConfigError(['KMS_KEY_ID', 'LOCAL_SEALING_KEY'], 'one is needed to seal tokens');
  return Buffer.from(key, 'base64url').subarray(0, 32);
};

/** On one machine: AES-256-GCM under LOCAL_SEALING_KEY (kept under .data/), the owner's id as associated data. */
export class LocalSecretBox implements SecretBox {
  async seal(plaintext: string, context: string): Promise<string> {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', localKey(), iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `local.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
  }

  async open(sealed: string, context: string): Promise<string> {
    const [mode, payload = ''] = sealed.split('.', 2) as [string, string?];
    if (mode !== 'local') throw new Error('Unknown sealing mode');
    const bytes = Buffer.from(payload, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', localKey(), bytes.subarray(0, 12));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  }
}
