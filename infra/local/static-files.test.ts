import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from './static-files.ts';

const root = mkdtempSync(join(tmpdir(), 'walt-static-'));
const script = `console.log(${JSON.stringify('walt '.repeat(200))});`;
let base = '';
const server = createServer((req, res) => {
  void serveStatic(
    root,
    new URL(req.url ?? '/', 'http://x').pathname,
    res,
    String(req.headers['accept-encoding'] ?? ''),
  );
});

beforeAll(async () => {
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Walt</title>');
  writeFileSync(join(root, 'assets', 'app.js'), script);
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

/** A raw GET (fetch would decompress on its own and hide the encoding). */
const get = (path: string, acceptEncoding?: string) =>
  new Promise<{ headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
    const req = request(
      `${base}${path}`,
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done({ headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', fail);
    req.end();
  });

describe('serveStatic', () => {
  it('gzips text for a browser that accepts it, as CloudFront does', async () => {
    const answer = await get('/assets/app.js', 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toBe('accept-encoding');
    expect(answer.body.length).toBeLessThan(script.length / 4);
    expect(gunzipSync(answer.body).toString()).toBe(script);
  });

  it('asks search engines not to index the public listen pages, and only those (issue 26)', async () => {
    const listen = await get('/listen/0123abcd');
    const home = await get('/');
    expect(listen.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(listen.body.toString()).toContain('<title>Walt</title>');
    expect(home.headers['x-robots-tag']).toBeUndefined();
  });

  it('sends the file as it is, with its length, to a client that does not accept gzip', async () => {
    const answer = await get('/assets/app.js');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-length']).toBe(String(script.length));
    expect(answer.headers['cache-control']).toContain('immutable');
    expect(answer.body.toString()).toBe(script);
  });

  it('falls back to index.html for an app route, with the security headers', async () => {
    const answer = await get('/conversations/123');
    expect(answer.body.toString()).toContain('<title>Walt</title>');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
