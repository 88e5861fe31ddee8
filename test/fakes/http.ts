import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What every fake server does the same way: read a request's body, listen on a free port, close. */

export const readBody = (req: IncomingMessage): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

/** Listens (port 0: a free one) and answers the server's base URL, `http://host:port`. */
export const listenLocal = async (server: Server, port = 0, host = '127.0.0.1'): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return `http://${host}:${(server.address() as AddressInfo).port}`;
};

/** Closes the server and any connection still open (keep-alive clients would hold it otherwise). */
export const closeServer = (server: Server | undefined): Promise<void> =>
  new Promise<void>((resolve) => {
    if (!server) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
