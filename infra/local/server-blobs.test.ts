import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileBlobStore } from '#functions/lib/ports/blob-store-files.ts';
import { GENERIC_ERRORS } from '#shared/texts.ts';
import { createLocalServer } from './server.ts';

const dir = mkdtempSync(join(tmpdir(), 'walt-server-blobs-'));
let base = '';
const blobs = new FileBlobStore(dir, () => base, 's'.repeat(40));
const server = createLocalServer({ routes: [], webRoot: dir, blobs });

beforeAll(async () => {
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

/**
 * A raw PUT: the parts are written one by one (chunked when no Content-Length is given), and the answer is
 * taken whenever it comes, even while the body is still being sent.
 */
const put = (url: string, headers: Record<string, string>, parts: Uint8Array[]) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    let answered = false;
    const req = request(url, { method: 'PUT', headers }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const write = async () => {
      for (const part of parts) {
        if (answered || req.destroyed) return;
        if (!req.write(part)) await new Promise((drained) => req.once('drain', drained));
      }
      req.end();
    };
    write().catch(() => {});
  });

const bytes = (count: number, fill = 7) => new Uint8Array(count).fill(fill);
const target = (key: string, contentLength: number) =>
  blobs.uploadUrl(key, { contentType: 'application/mbox', contentLength, expiresInSeconds: 600 });

describe('local runtime: PUT to a signed /_blobs/ upload URL', () => {
  it('stores an upload of the signed length and type, which a download URL then serves', async () => {
    const { url, headers } = await target('users/u1/mbox/a', 100_000);
    const parts = [bytes(60_000, 1), bytes(40_000, 2)];
    expect(await put(url, headers, parts)).toEqual({ status: 200, body: '' });
    const download = await fetch(await blobs.downloadUrl('users/u1/mbox/a', 60));
    expect(download.headers.get('content-type')).toBe('application/mbox');
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.concat(parts))).toBe(true);
  });

  it('refuses a wrong signature, another content type, another key or a download URL with 403', async () => {
    const { url, headers } = await target('users/u1/mbox/b', 10);
    const forbidden = { status: 403, body: JSON.stringify({ error: GENERIC_ERRORS.forbidden }) };
    const tampered = new URL(url);
    tampered.searchParams.set('length', '11');
    expect(await put(tampered.toString(), { ...headers, 'content-length': '11' }, [bytes(11)])).toEqual(
      forbidden,
    );
    expect(await put(url, { ...headers, 'content-type': 'text/html' }, [bytes(10)])).toEqual(forbidden);
    expect(await put(url.replace('/mbox/b', '/mbox/c'), headers, [bytes(10)])).toEqual(forbidden);
    expect(await put(await blobs.downloadUrl('users/u1/mbox/b', 60), headers, [bytes(10)])).toEqual(
      forbidden,
    );
    expect(await blobs.size('users/u1/mbox/b')).toBeUndefined();
  });

  it('answers 413 as soon as more than the signed length arrives, and keeps nothing', async () => {
    const { url, headers } = await target('users/u1/mbox/d', 50_000);
    const tooLarge = { status: 413, body: JSON.stringify({ error: GENERIC_ERRORS.payloadTooLarge }) };
    // Declared too large up front…
    expect(await put(url, { ...headers, 'content-length': '50001' }, [bytes(50_001)])).toEqual(tooLarge);
    // …or streamed without a length, past the limit, with megabytes still to come.
    const { 'content-length': _, ...chunked } = headers;
    const endless = Array.from({ length: 200 }, () => bytes(64 * 1024));
    expect(await put(url, chunked, endless)).toEqual(tooLarge);
    expect(await blobs.size('users/u1/mbox/d')).toBeUndefined();
    expect(readdirSync(join(dir, 'users', 'u1', 'mbox')).filter((name) => name.startsWith('d'))).toEqual([]);
  });

  it('answers 400 when the body ends short of the signed length', async () => {
    const { url, headers } = await target('users/u1/mbox/e', 1000);
    const { 'content-length': _, ...chunked } = headers;
    const answer = await put(url, chunked, [bytes(999)]);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: expect.any(String) });
    expect(existsSync(join(dir, 'users', 'u1', 'mbox', 'e'))).toBe(false);
  });
});
