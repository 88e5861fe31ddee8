import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGzip } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/;

export interface Proxy {
  url: string;
  close(): Promise<void>;
}

/**
 * A gzip-compressing reverse proxy in front of the local runtime, which serves files uncompressed.
 * In production CloudFront compresses the web build (CDK's default `compress: true`), so a page-load
 * benchmark measures what users get only behind this proxy.
 */
export const startCompressingProxy = async (target: string): Promise<Proxy> => {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const forward = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        if (!gzip) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const { 'content-length': _length, ...headers } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, {
          ...headers,
          'content-encoding': 'gzip',
          vary: 'accept-encoding',
        });
        answer.pipe(createGzip({ level: 9 })).pipe(res);
      },
    );
    forward.on('error', () => res.writeHead(502).end());
    req.pipe(forward);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
};
