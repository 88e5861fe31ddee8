/** Port: private file storage (S3 in production, `.data/blobs/` locally). */
export interface BlobStore {
  put(key: string, body: Uint8Array | string, contentType: string): Promise<void>;
  /** The object's bytes, or undefined when there is none. */
  get(key: string): Promise<{ body: Uint8Array; contentType: string } | undefined>;
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with the prefix (a user's or story's files). */
  deletePrefix(prefix: string): Promise<void>;
  /** A time-limited URL the browser may GET the object from. */
  downloadUrl(key: string, expiresInSeconds: number): Promise<string>;
}

/** Keys are relative paths of safe segments, never absolute and never climbing out. */
export const assertSafeKey = (key: string): void => {
  if (
    !/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(key) ||
    key.split('/').some((part) => part === '..' || part === '.')
  ) {
    throw new Error(`Invalid blob key: ${key}`);
  }
};
