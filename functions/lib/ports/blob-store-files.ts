import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { BlobStore, UploadTarget, UploadUrlOptions } from './blob-store.ts';
import { assertRange, assertSafeKey, assertUpload, BlobNotFoundError } from './blob-store.ts';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** How an upload through {@link FileBlobStore.receiveUpload} ended. */
export type UploadOutcome = 'stored' | 'tooLarge' | 'incomplete';

/**
 * BlobStore over a local folder. Download and upload URLs are HMAC-signed and served by the local runtime's
 * `/_blobs/` route; a signature binds the method, so a download URL cannot be replayed as an upload, and an
 * upload's binds its exact length and content type, as S3's presigned PUT does.
 */
export class FileBlobStore implements BlobStore {
  constructor(
    private readonly dir: string,
    /** The runtime's origin, known only once its server listens. */
    private readonly baseUrl: () => string,
    private readonly signingKey: string,
  ) {}

  private file(key: string) {
    assertSafeKey(key);
    return join(this.dir, key);
  }

  async put(key: string, body: Uint8Array | string, contentType: string): Promise<void> {
    const file = this.file(key);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, body);
    await writeFile(`${file}.content-type`, contentType, 'utf8');
  }

  async get(key: string): Promise<{ body: Uint8Array; contentType: string } | undefined> {
    const file = this.file(key);
    try {
      const body = await readFile(file);
      const contentType = await readFile(`${file}.content-type`, 'utf8').catch(
        () => 'application/octet-stream',
      );
      return { body: new Uint8Array(body), contentType };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async getStream(key: string): Promise<AsyncIterable<Uint8Array> | undefined> {
    const file = this.file(key);
    try {
      // Opened here so that a missing file answers undefined rather than failing the first read.
      const handle = await open(file, 'r');
      return handle.createReadStream({ autoClose: true });
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async getRange(key: string, start: number, endExclusive: number): Promise<Uint8Array> {
    assertRange(start, endExclusive);
    const file = this.file(key);
    const handle = await open(file, 'r').catch((error: unknown) => {
      throw isMissing(error) ? new BlobNotFoundError(key) : error;
    });
    try {
      const { size } = await handle.stat();
      const length = Math.max(0, Math.min(endExclusive, size) - start);
      const bytes = new Uint8Array(length);
      let filled = 0;
      while (filled < length) {
        const { bytesRead } = await handle.read(bytes, filled, length - filled, start + filled);
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      return filled === length ? bytes : bytes.subarray(0, filled);
    } finally {
      await handle.close();
    }
  }

  async size(key: string): Promise<number | undefined> {
    try {
      return (await stat(this.file(key))).size;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.file(key);
    await rm(file, { force: true });
    await rm(`${file}.content-type`, { force: true });
  }

  async deletePrefix(prefix: string): Promise<void> {
    await rm(this.file(prefix), { recursive: true, force: true });
  }

  async downloadUrl(key: string, expiresInSeconds: number): Promise<string> {
    assertSafeKey(key);
    const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
    const url = new URL(`/_blobs/${key}`, this.baseUrl());
    url.searchParams.set('expires', String(expires));
    url.searchParams.set('signature', this.sign(['GET', key, String(expires)]));
    return url.toString();
  }

  async uploadUrl(
    key: string,
    { contentType, contentLength, expiresInSeconds }: UploadUrlOptions,
  ): Promise<UploadTarget> {
    assertUpload(key, contentLength);
    const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
    const url = new URL(`/_blobs/${key}`, this.baseUrl());
    url.searchParams.set('expires', String(expires));
    url.searchParams.set('length', String(contentLength));
    url.searchParams.set(
      'signature',
      this.sign(['PUT', key, String(expires), String(contentLength), contentType]),
    );
    return {
      url: url.toString(),
      headers: { 'content-type': contentType, 'content-length': String(contentLength) },
    };
  }

  /** Checks a download URL's signature and expiry (used by the local runtime's file route). */
  verify(key: string, expires: number, signature: string): boolean {
    return this.check(['GET', key, String(expires)], expires, signature);
  }

  /** Checks an upload URL's signature and expiry against the length it names and the request's content type. */
  verifyUpload(
    key: string,
    upload: { expires: number; length: number; contentType: string; signature: string },
  ): boolean {
    if (!Number.isSafeInteger(upload.length) || upload.length < 0) return false;
    return this.check(
      ['PUT', key, String(upload.expires), String(upload.length), upload.contentType],
      upload.expires,
      upload.signature,
    );
  }

  /**
   * Streams an upload to a temporary file beside the key and renames it into place only once exactly `length`
   * bytes arrived, so a reader never sees half a file and a refused upload leaves nothing behind. Stops
   * reading at the first byte past `length`.
   */
  async receiveUpload(
    key: string,
    body: AsyncIterable<Uint8Array>,
    { length, contentType }: { length: number; contentType: string },
  ): Promise<UploadOutcome> {
    const file = this.file(key);
    await mkdir(dirname(file), { recursive: true });
    const temporary = `${file}.upload-${randomUUID()}`;
    const handle = await open(temporary, 'wx');
    let received = 0;
    let outcome: UploadOutcome | undefined;
    try {
      for await (const chunk of body) {
        received += chunk.byteLength;
        if (received > length) {
          outcome = 'tooLarge';
          break;
        }
        await handle.write(chunk);
      }
      outcome ??= received < length ? 'incomplete' : 'stored';
    } finally {
      await handle.close();
      // A refused upload, or a body that failed mid-way (the client went away), leaves nothing behind.
      if (outcome !== 'stored') await rm(temporary, { force: true });
    }
    if (outcome !== 'stored') return outcome;
    await rename(temporary, file);
    await writeFile(`${file}.content-type`, contentType, 'utf8');
    return outcome;
  }

  private check(fields: string[], expires: number, signature: string): boolean {
    if (!Number.isFinite(expires) || expires < Date.now() / 1000) return false;
    const expected = Buffer.from(this.sign(fields));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(fields: string[]): string {
    return createHmac('sha256', this.signingKey).update(fields.join('\n')).digest('base64url');
  }
}
