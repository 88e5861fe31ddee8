import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { describe, expect, inject, it } from 'vitest';
import { LOCAL_REALTIME_PATH } from '#infra/local/realtime-peer/handle-call.ts';
import { DEFAULT_HOST } from '#infra/local/runtime.ts';
import { SECURITY_HEADERS } from '#infra/local/static-files.ts';
import { MALFORMED_PATH } from '#shared/texts.ts';

/**
 * The local runtime (issue 14): it listens on 127.0.0.1 unless HOST says otherwise, and its realtime endpoint
 * (the offline stand-in for OpenAI's calls endpoint) takes offers only from the app's own pages.
 */

const apiUrl = () => new URL(inject('apiUrl'));

/** Whether a TCP connection to host:port opens. */
const opens = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port, timeout: 2_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

/** This machine's first address that is not loopback, when it has one. */
const externalAddress = () =>
  Object.values(networkInterfaces())
    .flat()
    .find((address) => address && !address.internal && address.family === 'IPv4')?.address;

const offer = (origin: string | undefined, base: string | URL = apiUrl()) =>
  fetch(new URL(LOCAL_REALTIME_PATH, base), {
    method: 'POST',
    headers: {
      authorization: 'Bearer no-such-secret',
      'content-type': 'application/sdp',
      ...(origin ? { origin } : {}),
    },
    body: 'v=0\r\n',
  });

describe('the local runtime', () => {
  it('listens on 127.0.0.1 by default, not on the machine’s network addresses, and answers at localhost', async () => {
    // Prepare
    const port = Number(apiUrl().port);
    const external = externalAddress();

    // Act
    const onLoopback = await opens(DEFAULT_HOST, port);
    const onNetwork = external ? await opens(external, port) : false;
    const atLocalhost = await fetch(new URL('/api/auth/status', `http://localhost:${port}`));

    // Assess
    expect(DEFAULT_HOST).toBe('127.0.0.1');
    expect(onLoopback).toBe(true);
    expect(onNetwork).toBe(false);
    expect(atLocalhost.headers.get('content-type')).toMatch(/application\/json/);
  });

  it("refuses a call offer, or its preflight, from another site's page with 403", async () => {
    // Prepare
    const evil = 'https://evil.example';

    // Act
    const fromEvil = await offer(evil);
    const preflight = await fetch(new URL(LOCAL_REALTIME_PATH, apiUrl()), {
      method: 'OPTIONS',
      headers: { origin: evil, 'access-control-request-method': 'POST' },
    });
    const fromApp = await offer(apiUrl().origin);
    // The app opened at 127.0.0.1: the page's origin is the runtime's own host
    const loopback = `http://127.0.0.1:${apiUrl().port}`;
    const fromLoopback = await offer(loopback, loopback);

    // Assess: the app's own origin gets past the origin check (on to the secret check) and is named by CORS
    expect(fromEvil.status).toBe(403);
    expect(fromEvil.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.status).toBe(403);
    expect(fromApp.status).toBe(401);
    expect(fromApp.headers.get('access-control-allow-origin')).toBe(apiUrl().origin);
    expect(fromLoopback.status).toBe(401);
  });
});

describe('malformed addresses and the content security policy (issue 23)', () => {
  it('answers an API path with a broken percent escape 400 with a clear error, and a page path with the app', async () => {
    const api = await fetch(new URL('/api/stories/%E0%A4%A', apiUrl()));
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ error: MALFORMED_PATH });
    const page = await fetch(new URL('/stories/%E0%A4%A', apiUrl()));
    expect(page.status).not.toBe(500);
    await page.arrayBuffer();
  });

  it('forbids plugins and any <base> element in the policy every answer carries', async () => {
    const page = await fetch(new URL('/', apiUrl()));
    await page.arrayBuffer();
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(SECURITY_HEADERS['content-security-policy']).toBe(policy);
  });
});
