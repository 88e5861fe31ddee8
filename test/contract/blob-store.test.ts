import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { describe, expect, it } from 'vitest';
import type { BlobStore } from '#functions/lib/ports/blob-store.ts';
import { FileBlobStore } from '#functions/lib/ports/blob-store-files.ts';
import { S3BlobStore } from '#functions/lib/ports/blob-store-s3.ts';

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

blobContract('S3', () => {
  const objects = new Map<string, { body: Uint8Array; type: string }>();
  const s3 = mockClient(S3Client);
  s3.on(PutObjectCommand).callsFake(async (input) => {
    const body =
      typeof input.Body === 'string' ? new TextEncoder().encode(input.Body) : (input.Body as Uint8Array);
    objects.set(input.Key, { body, type: input.ContentType });
    return {};
  });
  s3.on(GetObjectCommand).callsFake(async (input) => {
    const found = objects.get(input.Key);
    if (!found) throw Object.assign(new Error('NoSuchKey'), { name: 'NoSuchKey' });
    // The SDK's streaming body, reduced to the one method the adapter uses.
    const Body = { transformToByteArray: async () => found.body };
    return { Body: Body as never, ContentType: found.type };
  });
  s3.on(DeleteObjectCommand).callsFake(async (input) => {
    objects.delete(input.Key);
    return {};
  });
  s3.on(ListObjectsV2Command).callsFake(async (input) => ({
    Contents: [...objects.keys()].filter((key) => key.startsWith(input.Prefix)).map((Key) => ({ Key })),
    IsTruncated: false,
  }));
  s3.on(DeleteObjectsCommand).callsFake(async (input) => {
    for (const { Key } of input.Delete.Objects) objects.delete(Key);
    return {};
  });
  return new S3BlobStore(
    'walt-media',
    new S3Client({ region: 'eu-west-1', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } }),
  );
});
