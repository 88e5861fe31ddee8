import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BlobNotFoundError } from './blob-store.ts';
import { FileBlobStore } from './blob-store-files.ts';

const KEY = 'users/u1/mbox/upload-1';
const store = () => {
  const dir = mkdtempSync(join(tmpdir(), 'walt-blobs-'));
  return { dir, blobs: new FileBlobStore(dir, () => 'http://localhost:3000', 'k'.repeat(40)) };
};
const bytes = (count: number) => Uint8Array.from({ length: count }, (_, index) => index % 251);
async function* chunks(...parts: Uint8Array[]) {
  yield* parts;
}
const collect = async (stream: AsyncIterable<Uint8Array>) => {
  const parts: Uint8Array[] = [];
  for await (const part of stream) parts.push(part);
  return Buffer.concat(parts);
};

describe('FileBlobStore reads', () => {
  it('streams an object in several chunks, and answers undefined for a missing one', async () => {
    const { blobs } = store();
    const content = bytes(300_000);
    await blobs.put(KEY, content, 'application/mbox');
    const stream = await blobs.getStream(KEY);
    let count = 0;
    const parts: Uint8Array[] = [];
    for await (const part of stream!) {
      count += 1;
      parts.push(part);
    }
    expect(count).toBeGreaterThan(1);
    expect(Buffer.concat(parts).equals(Buffer.from(content))).toBe(true);
    expect(await blobs.getStream('users/u1/none')).toBeUndefined();
  });

  it('reads a byte range, cut short at the end of the object', async () => {
    const { blobs } = store();
    await blobs.put(KEY, bytes(1000), 'application/mbox');
    expect([...(await blobs.getRange(KEY, 10, 14))]).toEqual([10, 11, 12, 13]);
    expect((await blobs.getRange(KEY, 990, 2000)).byteLength).toBe(10);
    expect((await blobs.getRange(KEY, 5000, 6000)).byteLength).toBe(0);
    await expect(blobs.getRange('users/u1/none', 0, 1)).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(blobs.getRange(KEY, 5, 4)).rejects.toThrow(RangeError);
    expect(await blobs.size(KEY)).toBe(1000);
    expect(await blobs.size('users/u1/none')).toBeUndefined();
  });
});

describe('FileBlobStore uploads', () => {
  const signed = async (blobs: FileBlobStore, contentLength: number) => {
    const target = await blobs.uploadUrl(KEY, {
      contentType: 'application/mbox',
      contentLength,
      expiresInSeconds: 600,
    });
    const url = new URL(target.url);
    return {
      target,
      url,
      check: (
        overrides: Partial<{ key: string; length: number; contentType: string; expires: number }> = {},
      ) =>
        blobs.verifyUpload(overrides.key ?? KEY, {
          expires: overrides.expires ?? Number(url.searchParams.get('expires')),
          length: overrides.length ?? Number(url.searchParams.get('length')),
          contentType: overrides.contentType ?? 'application/mbox',
          signature: url.searchParams.get('signature') ?? '',
        }),
    };
  };

  it('signs an upload URL bound to the key, length, content type and expiry', async () => {
    const { blobs } = store();
    const { target, url, check } = await signed(blobs, 1234);
    expect(url.pathname).toBe(`/_blobs/${KEY}`);
    expect(url.searchParams.get('length')).toBe('1234');
    expect(target.headers).toEqual({ 'content-type': 'application/mbox', 'content-length': '1234' });
    expect(check()).toBe(true);
    expect(check({ length: 1235 })).toBe(false);
    expect(check({ contentType: 'text/html' })).toBe(false);
    expect(check({ key: 'users/u2/mbox/upload-1' })).toBe(false);
    expect(check({ expires: Number(url.searchParams.get('expires')) + 1 })).toBe(false);
  });

  it('keeps downloads and uploads apart: neither signature opens the other', async () => {
    const { blobs } = store();
    const download = new URL(await blobs.downloadUrl(KEY, 600));
    const expires = Number(download.searchParams.get('expires'));
    const signature = download.searchParams.get('signature') ?? '';
    expect(blobs.verify(KEY, expires, signature)).toBe(true);
    expect(blobs.verifyUpload(KEY, { expires, length: 0, contentType: '', signature })).toBe(false);
    const { url } = await signed(blobs, 0);
    expect(
      blobs.verify(KEY, Number(url.searchParams.get('expires')), url.searchParams.get('signature')!),
    ).toBe(false);
  });

  it('refuses an expired upload URL', async () => {
    const { blobs } = store();
    const target = await blobs.uploadUrl(KEY, {
      contentType: 'application/mbox',
      contentLength: 1,
      expiresInSeconds: -1,
    });
    const url = new URL(target.url);
    expect(
      blobs.verifyUpload(KEY, {
        expires: Number(url.searchParams.get('expires')),
        length: 1,
        contentType: 'application/mbox',
        signature: url.searchParams.get('signature')!,
      }),
    ).toBe(false);
  });

  it('stores an upload of exactly the signed length, and leaves nothing of a longer or shorter one', async () => {
    const { dir, blobs } = store();
    const content = bytes(5000);
    expect(
      await blobs.receiveUpload(KEY, chunks(content.slice(0, 4000), content.slice(4000), bytes(1)), {
        length: 5000,
        contentType: 'application/mbox',
      }),
    ).toBe('tooLarge');
    expect(
      await blobs.receiveUpload(KEY, chunks(content.slice(0, 4000)), { length: 5000, contentType: 'x/y' }),
    ).toBe('incomplete');
    expect(await blobs.size(KEY)).toBeUndefined();
    expect(readdirSync(join(dir, 'users', 'u1', 'mbox'))).toEqual([]);

    expect(
      await blobs.receiveUpload(KEY, chunks(content.slice(0, 10), content.slice(10)), {
        length: 5000,
        contentType: 'application/mbox',
      }),
    ).toBe('stored');
    const stored = await blobs.get(KEY);
    expect(stored?.contentType).toBe('application/mbox');
    expect(Buffer.from(stored!.body).equals(Buffer.from(content))).toBe(true);
    expect((await collect((await blobs.getStream(KEY))!)).length).toBe(5000);
  });

  it('removes the partial file when the upload fails mid-way', async () => {
    const { dir, blobs } = store();
    async function* failing() {
      yield bytes(10);
      throw new Error('client went away');
    }
    await expect(blobs.receiveUpload(KEY, failing(), { length: 100, contentType: 'x/y' })).rejects.toThrow(
      'client went away',
    );
    expect(readdirSync(join(dir, 'users', 'u1', 'mbox'))).toEqual([]);
  });
});
