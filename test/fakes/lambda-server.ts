import { createServer, type Server } from 'node:http';
import { closeServer, listenLocal, readBody } from './http.ts';

/** One published version of a fake function: its number and the release in its environment. */
export interface FakeVersion {
  version: string;
  release?: string;
}

interface FakeFunction {
  versions: FakeVersion[];
  aliases: Map<string, string>;
}

/**
 * A Lambda stand-in speaking its REST-JSON API (2015-03-31) for what a rollback uses: ListFunctions,
 * ListVersionsByFunction, GetAlias and UpdateAlias, each paged by `Marker` like Lambda (two items a page, so
 * the SDK's paginators are exercised). Requests must be SigV4-signed for `lambda`.
 */
export class FakeLambda {
  readonly functions = new Map<string, FakeFunction>();
  readonly updates: { functionName: string; alias: string; version: string }[] = [];
  /** Function names whose UpdateAlias is refused (a permission the caller lacks). */
  readonly refuseUpdates = new Set<string>();
  private server: Server | undefined;
  url = '';

  addFunction(name: string, versions: FakeVersion[], live?: string): void {
    this.functions.set(name, { versions, aliases: new Map(live ? [['live', live]] : []) });
  }

  liveOf(name: string): string | undefined {
    return this.functions.get(name)?.aliases.get('live');
  }

  async start(): Promise<this> {
    this.server = createServer(async (req, res) => {
      const answer = (status: number, body: unknown, errorType?: string) => {
        res.writeHead(status, {
          'content-type': 'application/json',
          ...(errorType && { 'x-amzn-errortype': errorType }),
        });
        res.end(JSON.stringify(body));
      };
      const notFound = (message: string) =>
        answer(404, { Type: 'User', Message: message }, 'ResourceNotFoundException');
      if (!/Credential=[^/]+\/\d{8}\/[^/]+\/lambda\//.test(String(req.headers.authorization ?? '')))
        return answer(
          403,
          { message: 'Missing Authentication Token' },
          'MissingAuthenticationTokenException',
        );
      const url = new URL(req.url ?? '/', 'http://lambda');
      const page = <T>(items: T[]) => {
        const start = Number(url.searchParams.get('Marker') ?? 0);
        const next = start + 2 < items.length ? String(start + 2) : undefined;
        return { items: items.slice(start, start + 2), ...(next && { NextMarker: next }) };
      };
      const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
      if (parts[0] !== '2015-03-31' || parts[1] !== 'functions') return notFound(`No route ${url.pathname}`);
      const body = (await readBody(req)).toString('utf8');
      if (parts.length === 2 && req.method === 'GET') {
        const { items, NextMarker } = page([...this.functions.keys()]);
        return answer(200, { Functions: items.map((FunctionName) => ({ FunctionName })), NextMarker });
      }
      const name = parts[2] ?? '';
      const fn = this.functions.get(name);
      if (!fn) return notFound(`Function not found: ${name}`);
      if (parts[3] === 'versions' && req.method === 'GET') {
        const all = [{ version: '$LATEST' }, ...fn.versions];
        const { items, NextMarker } = page(all);
        return answer(200, {
          Versions: items.map((v: FakeVersion) => ({
            FunctionName: name,
            Version: v.version,
            ...(v.release && { Environment: { Variables: { WALT_RELEASE: v.release } } }),
          })),
          NextMarker,
        });
      }
      if (parts[3] === 'aliases' && parts[4]) {
        const alias = parts[4];
        if (req.method === 'GET') {
          const version = fn.aliases.get(alias);
          if (!version) return notFound(`Alias not found: ${alias}`);
          return answer(200, { Name: alias, FunctionVersion: version, AliasArn: `arn:${name}:${alias}` });
        }
        if (req.method === 'PUT') {
          if (this.refuseUpdates.has(name))
            return answer(403, { Message: 'not allowed' }, 'AccessDeniedException');
          const version = (JSON.parse(body || '{}') as { FunctionVersion?: string }).FunctionVersion ?? '';
          if (!fn.versions.some((v) => v.version === version))
            return notFound(`Version not found: ${version}`);
          fn.aliases.set(alias, version);
          this.updates.push({ functionName: name, alias, version });
          return answer(200, { Name: alias, FunctionVersion: version, AliasArn: `arn:${name}:${alias}` });
        }
      }
      return notFound(`No route ${req.method} ${url.pathname}`);
    });
    this.url = await listenLocal(this.server);
    return this;
  }

  async stop(): Promise<void> {
    await closeServer(this.server);
  }
}
