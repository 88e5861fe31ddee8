import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertSafeKey, type BlobStore } from './blob-store.ts';

/** BlobStore over a local folder; download URLs are HMAC-signed and served by the local runtime. */
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
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
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
    url.searchParams.set('signature', this.sign(key, expires));
    return url.toString();
  }

  /** Checks a download URL's signature and expiry (used by the local runtime's file route). */
  verify(key: string, expires: number, signature: string): boolean {
    if (!Number.isFinite(expires) || expires < Date.now() / 1000) return false;
    const expected = Buffer.from(this.sign(key, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(key: string, expires: number): string {
    return createHmac('sha256', this.signingKey).update(`${key}\n${expires}`).digest('base64url');
  }
}
