import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface S3Request {
  method: string;
  path: string;
  query: Record<string, string>;
  /** How the request was signed: a SigV4 Authorization header, a presigned query, or not at all. */
  signed: 'header' | 'query' | 'none';
}

const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const xml = (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
};
const error = (res: ServerResponse, status: number, code: string) =>
  xml(res, status, `<Error><Code>${code}</Code><Message>${code}</Message></Error>`);

/**
 * A local fake of S3's REST API, path-style (`/{bucket}/{key}`), for what the BlobStore uses: PutObject,
 * GetObject, DeleteObject, ListObjectsV2 and DeleteObjects (which must carry a matching Content-MD5). Every
 * request must be SigV4-signed for service s3, by header or presigned query; unsigned ones get 403.
 */
export class FakeS3 {
  readonly objects = new Map<string, { body: Buffer; type: string }>();
  readonly requests: S3Request[] = [];
  private server: Server | undefined;
  url = '';

  constructor(readonly bucket = 'walt-media') {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((failure: unknown) => error(res, 500, String(failure)));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server?.close(() => resolve());
      this.server?.closeAllConnections();
    });
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const query = Object.fromEntries(url.searchParams);
    const authorization = String(req.headers.authorization ?? '');
    const signed = /^AWS4-HMAC-SHA256 Credential=[^/]+\/\d{8}\/[\w-]+\/s3\/aws4_request/.test(authorization)
      ? 'header'
      : query['X-Amz-Algorithm'] === 'AWS4-HMAC-SHA256' && query['X-Amz-Signature'] && query['X-Amz-Expires']
        ? 'query'
        : 'none';
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    this.requests.push({ method: req.method ?? 'GET', path: url.pathname, query, signed });
    const body = await readBody(req);
    if (signed === 'none') return error(res, 403, 'AccessDenied');
    if (bucket !== this.bucket) return error(res, 404, 'NoSuchBucket');
    if (req.method === 'PUT' && key) {
      this.objects.set(key, { body, type: String(req.headers['content-type'] ?? 'binary/octet-stream') });
      res.writeHead(200).end();
      return;
    }
    if (req.method === 'GET' && key) {
      const found = this.objects.get(key);
      if (!found) return error(res, 404, 'NoSuchKey');
      res.writeHead(200, { 'content-type': found.type, 'content-length': found.body.length }).end(found.body);
      return;
    }
    if (req.method === 'DELETE' && key) {
      this.objects.delete(key);
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'GET' && query['list-type'] === '2') {
      const prefix = query.prefix ?? '';
      const keys = [...this.objects.keys()].filter((name) => name.startsWith(prefix)).sort();
      const contents = keys.map((name) => `<Contents><Key>${name}</Key></Contents>`).join('');
      return xml(
        res,
        200,
        `<ListBucketResult><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
      );
    }
    if (req.method === 'POST' && 'delete' in query) {
      const md5 = createHash('md5').update(body).digest('base64');
      if (req.headers['content-md5'] !== md5) return error(res, 400, 'InvalidDigest');
      for (const match of body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g))
        this.objects.delete(match[1] ?? '');
      return xml(res, 200, '<DeleteResult></DeleteResult>');
    }
    error(res, 400, 'NotImplemented');
  }
}
