/** Headers a browser sets itself and refuses from scripts; the signed upload's values match what it sends. */
const SET_BY_BROWSER = new Set(['content-length', 'host', 'connection']);

/**
 * PUTs a file to a signed upload address with the headers it was signed for, reporting the percentage sent.
 * XMLHttpRequest rather than fetch, because only it reports upload progress, which matters for a mailbox
 * export of a gigabyte or two. Aborting `signal` stops the upload and rejects with an AbortError.
 */
export const uploadFile = (
  url: string,
  file: File,
  headers: Record<string, string>,
  { signal, onProgress }: { signal: AbortSignal; onProgress: (percent: number) => void },
): Promise<void> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const aborted = () => new DOMException('The upload was cancelled', 'AbortError');
    if (signal.aborted) return reject(aborted());
    const onAbort = () => request.abort();
    signal.addEventListener('abort', onAbort, { once: true });
    const settle = (error?: Error) => {
      signal.removeEventListener('abort', onAbort);
      if (error) reject(error);
      else resolve();
    };
    request.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) {
      if (!SET_BY_BROWSER.has(name.toLowerCase())) request.setRequestHeader(name, value);
    }
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? settle()
        : settle(new Error(`The upload was answered ${request.status}`));
    request.onerror = () => settle(new Error('The upload failed'));
    request.onabort = () => settle(aborted());
    request.send(file);
  });
