import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { AwsV4Signer } from 'aws4fetch';
import { closeServer, listenLocal, readBody } from './http.ts';

export interface S3Request {
  method: string;
  path: string;
  query: Record<string, string>;
  /** How the request was signed: a SigV4 Authorization header, a presigned query, or not at all. */
  signed: 'header' | 'query' | 'none';
  /** The Range header, when the request carried one. */
  range?: string;
}

const xml = (res: ServerResponse, status: number, body: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
};
const error = (res: ServerResponse, status: number, code: string) =>
  xml(res, status, `<Error><Code>${code}</Code><Message>${code}</Message></Error>`);

/** The `bytes=first-last` or `bytes=first-` of a Range header, clamped to the object; 'unsatisfiable' past its end. */
const byteRange = (header: string, size: number): [number, number] | 'unsatisfiable' | undefined => {
  const match = /^bytes=(\d+)-(\d*)$/.exec(header);
  if (!match) return undefined;
  const first = Number(match[1]);
  const last = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  if (first >= size || last < first) return 'unsatisfiable';
  return [first, last];
};

/**
 * A local fake of S3's REST API, path-style (`/{bucket}/{key}`), for what the BlobStore uses: PutObject,
 * GetObject (with a Range), HeadObject, DeleteObject, ListObjectsV2 and DeleteObjects (which must carry a
 * matching Content-MD5). Every request must be SigV4-signed for service s3, by header or presigned query;
 * unsigned ones get 403. Given the secret key, it checks a presigned request's signature as S3 does, over the
 * headers it names with the values the request carries (so a presigned PUT whose signature covers
 * Content-Length refuses a body of another size), and its expiry.
 */
export class FakeS3 {
  readonly objects = new Map<string, { body: Buffer; type: string }>();
  readonly requests: S3Request[] = [];
  private server: Server | undefined;
  url = '';

  constructor(
    readonly bucket = 'walt-media',
    private readonly options: { secretAccessKey?: string } = {},
  ) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((failure: unknown) => error(res, 500, String(failure)));
    });
    this.url = await listenLocal(this.server);
    return this;
  }

  async stop(): Promise<void> {
    await closeServer(this.server);
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
    this.requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query,
      signed,
      ...(req.headers.range ? { range: req.headers.range } : {}),
    });
    const body = await readBody(req);
    if (signed === 'none') return error(res, 403, 'AccessDenied');
    if (signed === 'query' && this.options.secretAccessKey) {
      const refusal = await this.checkPresigned(req, url, query, this.options.secretAccessKey);
      if (refusal) return error(res, 403, refusal);
    }
    if (bucket !== this.bucket) return error(res, 404, 'NoSuchBucket');
    if (req.method === 'PUT' && key) {
      this.objects.set(key, { body, type: String(req.headers['content-type'] ?? 'binary/octet-stream') });
      res.writeHead(200).end();
      return;
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && key) {
      const found = this.objects.get(key);
      if (!found) {
        if (req.method === 'HEAD') return void res.writeHead(404).end();
        return error(res, 404, 'NoSuchKey');
      }
      const range =
        req.method === 'GET' ? byteRange(String(req.headers.range ?? ''), found.body.length) : undefined;
      if (range === 'unsatisfiable') return error(res, 416, 'InvalidRange');
      if (range) {
        const [first, last] = range;
        res.writeHead(206, {
          'content-type': found.type,
          'content-length': last - first + 1,
          'content-range': `bytes ${first}-${last}/${found.body.length}`,
        });
        return void res.end(found.body.subarray(first, last + 1));
      }
      res.writeHead(200, { 'content-type': found.type, 'content-length': found.body.length });
      return void res.end(req.method === 'HEAD' ? undefined : found.body);
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

  /** Recomputes a presigned request's SigV4 signature from what it carries; the S3 error code when refused. */
  private async checkPresigned(
    req: IncomingMessage,
    url: URL,
    query: Record<string, string>,
    secretAccessKey: string,
  ): Promise<string | undefined> {
    const [accessKeyId = '', , region = ''] = (query['X-Amz-Credential'] ?? '').split('/');
    const date = query['X-Amz-Date'] ?? '';
    const signedAt = Date.parse(
      date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    if (!Number.isFinite(signedAt) || signedAt + Number(query['X-Amz-Expires']) * 1000 < Date.now())
      return 'AccessDenied';
    const unsigned = new URL(url);
    unsigned.searchParams.delete('X-Amz-Signature');
    const headers = (query['X-Amz-SignedHeaders'] ?? '')
      .split(';')
      .filter((name) => name && name !== 'host')
      .map((name): [string, string] => [name, String(req.headers[name] ?? '')]);
    const signer = new AwsV4Signer({
      method: req.method ?? 'GET',
      url: unsigned.toString(),
      headers,
      accessKeyId,
      secretAccessKey,
      sessionToken: query['X-Amz-Security-Token'],
      service: 's3',
      region,
      datetime: date,
      signQuery: true,
      allHeaders: true,
    });
    return (await signer.signature()) === query['X-Amz-Signature'] ? undefined : 'SignatureDoesNotMatch';
  }
}
