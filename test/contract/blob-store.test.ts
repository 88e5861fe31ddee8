import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlobNotFoundError, type BlobStore } from '#functions/lib/ports/blob-store.ts';
import { FileBlobStore } from '#functions/lib/ports/blob-store-files.ts';
import { S3BlobStore } from '#functions/lib/ports/blob-store-s3.ts';
import { FakeS3 } from '#test/fakes/s3-server.ts';

const blobContract = (name: string, make: () => BlobStore) =>
  describe(`BlobStore contract: ${name}`, () => {
    it('stores and returns bytes with their content type', async () => {
      const store = make();
      const bytes = new Uint8Array([0, 1, 2, 250, 255]);
      await store.put('users/u1/audio.webm', bytes, 'audio/webm');
      const blob = await store.get('users/u1/audio.webm');
      expect(blob?.contentType).toBe('audio/webm');
      expect([...(blob?.body ?? [])]).toEqual([0, 1, 2, 250, 255]);
    });

    it('answers undefined for a missing object', async () => {
      expect(await make().get('users/u1/none.txt')).toBeUndefined();
    });

    it('deletes one object, and every object under a prefix', async () => {
      const store = make();
      await store.put('users/u2/a.txt', 'a', 'text/plain');
      await store.put('users/u2/stories/b.txt', 'b', 'text/plain');
      await store.put('users/u3/c.txt', 'c', 'text/plain');
      await store.delete('users/u2/a.txt');
      expect(await store.get('users/u2/a.txt')).toBeUndefined();
      await store.deletePrefix('users/u2');
      expect(await store.get('users/u2/stories/b.txt')).toBeUndefined();
      expect(await store.get('users/u3/c.txt')).toBeDefined();
    });

    it('refuses keys that climb out or are absolute', async () => {
      const store = make();
      await expect(store.put('../escape.txt', 'x', 'text/plain')).rejects.toThrow(/Invalid blob key/);
      await expect(store.put('/etc/passwd', 'x', 'text/plain')).rejects.toThrow(/Invalid blob key/);
    });

    it('streams an object, reads a byte range of it and tells its size', async () => {
      const store = make();
      const content = Uint8Array.from({ length: 200_000 }, (_, index) => index % 251);
      await store.put('users/u1/mail.mbox', content, 'application/mbox');
      const parts: Uint8Array[] = [];
      for await (const part of (await store.getStream('users/u1/mail.mbox'))!) parts.push(part);
      expect(Buffer.concat(parts).equals(Buffer.from(content))).toBe(true);
      expect([...(await store.getRange('users/u1/mail.mbox', 1000, 1004))]).toEqual([247, 248, 249, 250]);
      expect((await store.getRange('users/u1/mail.mbox', 199_990, 300_000)).byteLength).toBe(10);
      expect((await store.getRange('users/u1/mail.mbox', 250_000, 250_010)).byteLength).toBe(0);
      expect(await store.size('users/u1/mail.mbox')).toBe(200_000);
    });

    it('answers a missing object: no stream, no size, and a range read that throws', async () => {
      const store = make();
      expect(await store.getStream('users/u1/none.mbox')).toBeUndefined();
      expect(await store.size('users/u1/none.mbox')).toBeUndefined();
      await expect(store.getRange('users/u1/none.mbox', 0, 10)).rejects.toBeInstanceOf(BlobNotFoundError);
      await expect(store.getRange('users/u1/none.mbox', 0, 0)).rejects.toBeInstanceOf(BlobNotFoundError);
    });

    it('gives a time-limited upload URL with the headers its signature covers', async () => {
      const target = await make().uploadUrl('users/u1/mail.mbox', {
        contentType: 'application/mbox',
        contentLength: 42,
        expiresInSeconds: 900,
      });
      expect(new URL(target.url).pathname).toContain('users/u1/mail.mbox');
      expect(target.headers).toEqual({ 'content-type': 'application/mbox', 'content-length': '42' });
    });

    it('gives a time-limited download URL naming the object', async () => {
      const url = new URL(await make().downloadUrl('users/u1/audio.webm', 300));
      expect(url.pathname).toContain('users/u1/audio.webm');
      expect(url.search).toMatch(/signature|Signature/i);
    });
  });

blobContract(
  'files',
  () =>
    new FileBlobStore(
      mkdtempSync(join(tmpdir(), 'walt-blobs-')),
      () => 'http://localhost:3000',
      'k'.repeat(40),
    ),
);

const fakeS3 = new FakeS3('walt-media', { secretAccessKey: 'b' });
beforeAll(() => fakeS3.start());
afterAll(() => fakeS3.stop());
const s3Store = () =>
  new S3BlobStore('walt-media', {
    endpoint: fakeS3.url,
    region: 'eu-west-1',
    credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
  });

blobContract('S3 (REST API, against a fake S3)', s3Store);

describe('BlobStore S3 adapter', () => {
  it('signs every request (SigV4, service s3) and its download URL can be fetched until it expires', async () => {
    const store = s3Store();
    await store.put('users/u9/memo.webm', new Uint8Array([9, 8, 7]), 'audio/webm');
    const url = new URL(await store.downloadUrl('users/u9/memo.webm', 900));
    const answer = await fetch(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('audio/webm');
    expect([...new Uint8Array(await answer.arrayBuffer())]).toEqual([9, 8, 7]);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^a\/\d{8}\/eu-west-1\/s3\/aws4_request$/);
    expect(fakeS3.requests.filter((request) => request.signed === 'none')).toEqual([]);
  });
});

describe('BlobStore S3 adapter: presigned upload', () => {
  const KEY = 'users/u9/mail.mbox';
  const target = () =>
    s3Store().uploadUrl(KEY, { contentType: 'application/mbox', contentLength: 5, expiresInSeconds: 900 });
  /** A browser's PUT: it sends the signed Content-Type and a Content-Length of its own body's size. */
  const upload = (url: string, contentType: string, body: string) =>
    fetch(url, { method: 'PUT', headers: { 'content-type': contentType }, body });

  it('signs Content-Length and Content-Type into the URL, so only a body of that size and type is taken', async () => {
    const { url, headers } = await target();
    const signedHeaders = new URL(url).searchParams.get('X-Amz-SignedHeaders');
    expect(signedHeaders?.split(';')).toEqual(['content-length', 'content-type', 'host']);
    expect((await upload(url, headers['content-type']!, 'hello!')).status).toBe(403);
    expect((await upload(url, headers['content-type']!, 'hell')).status).toBe(403);
    expect((await upload(url, 'text/html', 'hello')).status).toBe(403);
    expect(fakeS3.objects.has(KEY)).toBe(false);
    const answer = await upload(url, headers['content-type']!, 'hello');
    expect(answer.status).toBe(200);
    expect(fakeS3.objects.get(KEY)).toEqual({ body: Buffer.from('hello'), type: 'application/mbox' });
  });

  it('reads ranges with an HTTP Range header and sizes with HEAD', async () => {
    const store = s3Store();
    await store.put(KEY, 'hello world', 'application/mbox');
    fakeS3.requests.length = 0;
    expect(new TextDecoder().decode(await store.getRange(KEY, 6, 11))).toBe('world');
    expect(await store.size(KEY)).toBe(11);
    expect(fakeS3.requests.map(({ method, range }) => ({ method, range }))).toEqual([
      { method: 'GET', range: 'bytes=6-10' },
      { method: 'HEAD', range: undefined },
    ]);
  });
});
