import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '#functions/lib/ports/blob-store.ts';
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

const fakeS3 = new FakeS3('walt-media');
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
