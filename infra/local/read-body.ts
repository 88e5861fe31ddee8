import type { IncomingMessage } from 'node:http';

/** A request's whole body, or undefined as soon as it grows past `maxBytes` (the request is then destroyed). */
export const readBodyUpTo = (req: IncomingMessage, maxBytes: number): Promise<Buffer | undefined> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        resolve(undefined);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
