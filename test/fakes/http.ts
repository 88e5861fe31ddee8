import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
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

/**
 * A fake service on a local port: `start` listens (where `listenAt` says; a free port on 127.0.0.1 by
 * default) and hands each request to `handle`, a request whose handling throws to `failed`; `stop` closes it.
 */
export abstract class FakeHttpServer {
  /** The base URL, `http://host:port`, once started. */
  url = '';
  private server: Server | undefined;

  protected abstract handle(req: IncomingMessage, res: ServerResponse): Promise<void>;

  /** Answers a request whose handling threw. */
  protected abstract failed(res: ServerResponse, error: unknown): void;

  protected listenAt(): { port?: number; host?: string } {
    return {};
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => this.failed(res, error));
    });
    const { port, host } = this.listenAt();
    this.url = await listenLocal(this.server, port, host);
    return this;
  }

  async stop(): Promise<void> {
    await closeServer(this.server);
  }
}
