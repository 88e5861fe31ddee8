import { createServer, type Server } from 'node:http';
import { closeServer, listenLocal, readBody } from './http.ts';

/**
 * A Secrets Manager stand-in speaking its JSON protocol (`X-Amz-Target: secretsmanager.GetSecretValue`, AWS
 * JSON 1.1). Requests must be SigV4-signed for `secretsmanager`. `failNext(n, status)` answers the next n
 * calls with a throttling (400 ThrottlingException) or server error, as the real service may.
 */
export class FakeSecretsManager {
  readonly secrets = new Map<string, string>();
  /** The SecretId of every call, in order. */
  readonly calls: string[] = [];
  private failures: { status: number; type: string }[] = [];
  private server: Server | undefined;
  url = '';

  failNext(count: number, status = 500, type = 'InternalServiceError'): void {
    for (let index = 0; index < count; index += 1) this.failures.push({ status, type });
  }

  async start(): Promise<this> {
    this.server = createServer(async (req, res) => {
      const body = JSON.parse((await readBody(req)).toString('utf8') || '{}') as { SecretId?: string };
      const answer = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
        res.end(JSON.stringify(payload));
      };
      const auth = String(req.headers.authorization ?? '');
      const scope = /Credential=[^/]+\/\d{8}\/[^/]+\/([^/]+)\//.exec(auth);
      if (!auth.startsWith('AWS4-HMAC-SHA256') || scope?.[1] !== 'secretsmanager')
        return answer(400, { __type: 'MissingAuthenticationTokenException' });
      if (req.headers['x-amz-target'] !== 'secretsmanager.GetSecretValue')
        return answer(400, { __type: 'UnknownOperationException' });
      this.calls.push(String(body.SecretId));
      const failure = this.failures.shift();
      if (failure) return answer(failure.status, { __type: failure.type });
      const value = this.secrets.get(String(body.SecretId));
      if (value === undefined) return answer(400, { __type: 'ResourceNotFoundException' });
      return answer(200, { ARN: body.SecretId, Name: body.SecretId, SecretString: value, VersionId: 'v1' });
    });
    this.url = `${await listenLocal(this.server)}/`;
    return this;
  }

  stop(): Promise<void> {
    return closeServer(this.server);
  }
}
