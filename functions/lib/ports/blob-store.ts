/** What an upload URL's holder must send: the URL to PUT to and the headers the signature covers. */
export interface UploadTarget {
  url: string;
  /**
   * The signed `content-type` and `content-length`. Browsers set Content-Length from the body themselves (and
   * silently drop it from a fetch's headers), so a body of any other size fails the signature or the check.
   */
  headers: Record<string, string>;
}

export interface UploadUrlOptions {
  contentType: string;
  /** The exact size the upload must have, in bytes. */
  contentLength: number;
  expiresInSeconds: number;
}

/** Port: private file storage (S3 in production, `.data/blobs/` locally). */
export interface BlobStore {
  put(key: string, body: Uint8Array | string, contentType: string): Promise<void>;
  /** The object's bytes, or undefined when there is none. */
  get(key: string): Promise<{ body: Uint8Array; contentType: string } | undefined>;
  /**
   * The object's bytes as they stream from disk or S3, never read whole (a mailbox export of gigabytes), or
   * undefined when there is none.
   */
  getStream(key: string): Promise<AsyncIterable<Uint8Array> | undefined>;
  /**
   * The bytes [start, endExclusive) of the object, cut short at its end (empty past it); throws when there is
   * no such object.
   */
  getRange(key: string, start: number, endExclusive: number): Promise<Uint8Array>;
  /** The object's size in bytes, or undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  delete(key: string): Promise<void>;
  /** Deletes every object whose key starts with the prefix (a user's or story's files). */
  deletePrefix(prefix: string): Promise<void>;
  /** A time-limited URL the browser may GET the object from. */
  downloadUrl(key: string, expiresInSeconds: number): Promise<string>;
  /**
   * A time-limited URL the browser may PUT the object to, straight to storage rather than through a function
   * (whose request body is capped at a few MB): bound to the key, the content type and the exact length.
   */
  uploadUrl(key: string, options: UploadUrlOptions): Promise<UploadTarget>;
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

/** Refuses a byte range that is not whole, non-negative and in order (both stores' `getRange`). */
export const assertRange = (start: number, endExclusive: number): void => {
  if (
    !Number.isSafeInteger(start) ||
    !Number.isSafeInteger(endExclusive) ||
    start < 0 ||
    endExclusive < start
  )
    throw new RangeError(`Invalid byte range [${start}, ${endExclusive})`);
};

/** Refuses an upload to an unsafe key or of a length that is not a whole, non-negative number of bytes. */
export const assertUpload = (key: string, contentLength: number): void => {
  assertSafeKey(key);
  if (!Number.isSafeInteger(contentLength) || contentLength < 0)
    throw new RangeError(`Invalid upload length: ${contentLength}`);
};

/** A missing object where one was required (a range read). */
export class BlobNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No blob at ${key}`);
    this.name = 'BlobNotFoundError';
  }
}
