import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { closeServer, listenLocal } from './http.ts';

export interface KmsCall {
  action: string;
  /** The SigV4 Authorization header's credential scope (service and region), to show the request was signed. */
  scope: string;
  body: Record<string, unknown>;
}

/**
 * A KMS stand-in speaking its JSON protocol (`X-Amz-Target: TrentService.Encrypt|Decrypt`, AWS JSON 1.1):
 * symmetric encryption under one key id with the encryption context bound as associated data, so a
 * ciphertext opens only with the same context, as in KMS. Requests must be SigV4-signed for `kms`.
 */
export class FakeKms {
  readonly keyId = 'arn:aws:kms:eu-west-2:000000000000:key/fake-key';
  readonly calls: KmsCall[] = [];
  private readonly key = randomBytes(32);
  private server: Server | undefined;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const answer = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
          res.end(JSON.stringify(body));
        };
        const auth = String(req.headers.authorization ?? '');
        const scope = /Credential=[^/]+\/\d{8}\/([^/]+)\/([^/]+)\//.exec(auth);
        if (!auth.startsWith('AWS4-HMAC-SHA256') || scope?.[2] !== 'kms')
          return answer(400, { __type: 'MissingAuthenticationTokenException' });
        const action = String(req.headers['x-amz-target'] ?? '').replace('TrentService.', '');
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
        this.calls.push({ action, scope: `${scope[2]}/${scope[1]}`, body });
        const context = Buffer.from(JSON.stringify(body.EncryptionContext ?? {}));
        try {
          if (action === 'Encrypt') {
            if (body.KeyId !== this.keyId) return answer(400, { __type: 'NotFoundException' });
            const iv = randomBytes(12);
            const cipher = createCipheriv('aes-256-gcm', this.key, iv);
            cipher.setAAD(context);
            const sealed = Buffer.concat([
              cipher.update(Buffer.from(String(body.Plaintext), 'base64')),
              cipher.final(),
            ]);
            return answer(200, {
              CiphertextBlob: Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64'),
              KeyId: this.keyId,
            });
          }
          if (action === 'Decrypt') {
            const bytes = Buffer.from(String(body.CiphertextBlob), 'base64');
            const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12));
            decipher.setAAD(context);
            decipher.setAuthTag(bytes.subarray(12, 28));
            const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
            return answer(200, { Plaintext: plain.toString('base64'), KeyId: this.keyId });
          }
          return answer(400, { __type: 'UnknownOperationException' });
        } catch {
          return answer(400, { __type: 'InvalidCiphertextException' });
        }
      });
    });
    this.url = `${await listenLocal(this.server)}/`;
    return this;
  }

  async stop(): Promise<void> {
    await closeServer(this.server);
  }
}
