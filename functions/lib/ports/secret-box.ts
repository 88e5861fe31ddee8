import { config } from '../config.ts';
import { KmsSecretBox } from './secret-box-kms.ts';
import { LocalSecretBox } from './secret-box-local.ts';

/**
 * Seals short secrets at rest (Gmail refresh tokens, PKCE verifiers) for one owner, so a table export or a
 * leaked item yields nothing usable. `context` binds the sealed text to its owner (the user id): it opens only
 * with the same context. Sealed text names its mode (`kms.…`, `local.…`), so a change of mode is detected
 * rather than misread.
 */
export interface SecretBox {
  seal(plaintext: string, context: string): Promise<string>;
  open(sealed: string, context: string): Promise<string>;
}

let kms: KmsSecretBox | undefined;
const local = new LocalSecretBox();

/**
 * The box of this runtime: KMS in production (KMS_KEY_ID set), AES-256-GCM under LOCAL_SEALING_KEY on one
 * machine. Opening follows the sealed text's own mode.
 */
export const secretBox = (): SecretBox => ({
  seal: (plaintext, context) => {
    const keyId = config().KMS_KEY_ID;
    if (!keyId) return local.seal(plaintext, context);
    kms ??= new KmsSecretBox();
    return kms.seal(plaintext, context);
  },
  open: (sealed, context) => {
    if (sealed.startsWith('kms.')) {
      kms ??= new KmsSecretBox();
      return kms.open(sealed, context);
    }
    return local.open(sealed, context);
  },
});
