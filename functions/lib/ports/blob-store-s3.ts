import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import { envCredentials } from '../aws/signed-client.ts';
import type { BlobStore, UploadTarget, UploadUrlOptions } from './blob-store.ts';
import { assertRange, assertSafeKey, assertUpload, BlobNotFoundError } from './blob-store.ts';

export interface S3Options {
  /** An S3-compatible endpoint (tests, local stacks): path-style URLs under it. Default: the bucket's AWS host. */
  endpoint?: string;
  region?: string;
  /** Default: the function's role credentials, which Lambda puts in the environment. */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');
const xmlText = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
const xmlEscape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** A response body as an async iterable that cancels the download when the reader stops early. */
async function* chunksOf(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  let done = false;
  try {
    while (!done) {
      const next = await reader.read();
      done = next.done;
      if (next.value) yield next.value;
    }
  } finally {
    if (!done) await reader.cancel().catch(() => {});
    reader.releaseLock();
  }
}
/** S3's DeleteObjects takes at most this many keys a request. */
const DELETE_BATCH = 1000;

/**
 * BlobStore over a private S3 bucket (SSE on by bucket policy), spoken as S3's REST API through `aws4fetch`
 * (SigV4 signing for `fetch`, 11 KB) rather than the AWS SDK's S3 client, whose XML protocol, checksum and
 * presigner code took every endpoint that touches a recording ≈0.6× the baseline over its bundle budget.
 */
export class S3BlobStore implements BlobStore {
  private client: AwsClient | undefined;

  constructor(
    private readonly bucket: string,
    private readonly options: S3Options = {},
  ) {}

  private get region(): string {
    return this.options.region ?? process.env.AWS_REGION ?? 'us-east-1';
  }

  private aws(): AwsClient {
    const credentials = this.options.credentials ?? envCredentials();
    this.client ??= new AwsClient({ ...credentials, service: 's3', region: this.region, retries: 3 });
    return this.client;
  }

  private url(key = '', query = ''): string {
    const base = this.options.endpoint
      ? `${this.options.endpoint.replace(/\/$/, '')}/${this.bucket}`
      : `https://${this.bucket}.s3.${this.region}.amazonaws.com`;
    return `${base}/${encodeKey(key)}${query}`;
  }

  private async send(url: string, init: RequestInit & { expect?: number[] } = {}): Promise<Response> {
    const { expect = [200, 204], ...request } = init;
    const response = await this.aws().fetch(url, request);
    if (!expect.includes(response.status)) {
      const detail = (await response.text()).slice(0, 300);
      throw new Error(`S3 ${request.method ?? 'GET'} answered ${response.status}: ${detail}`);
    }
    return response;
  }

  async put(key: string, body: Uint8Array | string, contentType: string): Promise<void> {
    assertSafeKey(key);
    const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
    await this.send(this.url(key), {
      method: 'PUT',
      headers: { 'content-type': contentType },
      body: new Uint8Array(bytes),
    });
  }

  async get(key: string): Promise<{ body: Uint8Array; contentType: string } | undefined> {
    assertSafeKey(key);
    const response = await this.send(this.url(key), { expect: [200, 404] });
    if (response.status === 404) {
      await response.arrayBuffer();
      return undefined;
    }
    return {
      body: new Uint8Array(await response.arrayBuffer()),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    };
  }

  async getStream(key: string): Promise<AsyncIterable<Uint8Array> | undefined> {
    assertSafeKey(key);
    const response = await this.send(this.url(key), { expect: [200, 404] });
    if (response.status === 404 || !response.body) {
      await response.arrayBuffer();
      return undefined;
    }
    return chunksOf(response.body);
  }

  async getRange(key: string, start: number, endExclusive: number): Promise<Uint8Array> {
    assertSafeKey(key);
    assertRange(start, endExclusive);
    // An HTTP range cannot be empty; the object must still exist.
    if (endExclusive === start) {
      if ((await this.size(key)) === undefined) throw new BlobNotFoundError(key);
      return new Uint8Array(0);
    }
    const response = await this.send(this.url(key), {
      headers: { range: `bytes=${start}-${endExclusive - 1}` },
      expect: [200, 206, 404, 416],
    });
    const body = new Uint8Array(await response.arrayBuffer());
    if (response.status === 404) throw new BlobNotFoundError(key);
    if (response.status === 416) return new Uint8Array(0);
    // 200: a server that ignored the range sent the whole object.
    return response.status === 200 ? body.slice(start, endExclusive) : body;
  }

  async size(key: string): Promise<number | undefined> {
    assertSafeKey(key);
    const response = await this.send(this.url(key), { method: 'HEAD', expect: [200, 404] });
    await response.arrayBuffer();
    if (response.status === 404) return undefined;
    return Number(response.headers.get('content-length') ?? 0);
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await (await this.send(this.url(key), { method: 'DELETE', expect: [200, 204, 404] })).arrayBuffer();
  }

  async deletePrefix(prefix: string): Promise<void> {
    assertSafeKey(prefix);
    let token: string | undefined;
    do {
      const query = new URLSearchParams({ 'list-type': '2', prefix: `${prefix}/` });
      if (token) query.set('continuation-token', token);
      const xml = await (await this.send(this.url('', `?${query}`))).text();
      const keys = [...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => xmlText(match[1] ?? ''));
      for (let from = 0; from < keys.length; from += DELETE_BATCH) {
        const objects = keys
          .slice(from, from + DELETE_BATCH)
          .map((key) => `<Object><Key>${xmlEscape(key)}</Key></Object>`)
          .join('');
        const body = `<?xml version="1.0" encoding="UTF-8"?><Delete><Quiet>true</Quiet>${objects}</Delete>`;
        const response = await this.send(this.url('', '?delete'), {
          method: 'POST',
          // DeleteObjects requires an integrity header.
          headers: {
            'content-type': 'application/xml',
            'content-md5': createHash('md5').update(body).digest('base64'),
          },
          body,
        });
        const answer = await response.text();
        if (answer.includes('<Error>'))
          throw new Error(`S3 DeleteObjects left objects: ${answer.slice(0, 300)}`);
      }
      token = /<IsTruncated>true<\/IsTruncated>/.test(xml)
        ? xmlText(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '')
        : undefined;
    } while (token);
  }

  async downloadUrl(key: string, expiresInSeconds: number): Promise<string> {
    assertSafeKey(key);
    const url = new URL(this.url(key));
    url.searchParams.set('X-Amz-Expires', String(expiresInSeconds));
    const signed = await this.aws().sign(url.toString(), { method: 'GET', aws: { signQuery: true } });
    return signed.url;
  }

  /**
   * A presigned PUT whose signature covers Content-Type and Content-Length (`allHeaders`: aws4fetch leaves
   * both out by default), so S3 refuses a body of any other size or type with 403 SignatureDoesNotMatch.
   */
  async uploadUrl(
    key: string,
    { contentType, contentLength, expiresInSeconds }: UploadUrlOptions,
  ): Promise<UploadTarget> {
    assertUpload(key, contentLength);
    const headers = { 'content-type': contentType, 'content-length': String(contentLength) };
    const url = new URL(this.url(key));
    url.searchParams.set('X-Amz-Expires', String(expiresInSeconds));
    const signed = await this.aws().sign(url.toString(), {
      method: 'PUT',
      headers,
      aws: { signQuery: true, allHeaders: true },
    });
    return { url: signed.url, headers };
  }
}
