import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { createGzip } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
};

/** The same security headers CloudFront's response-headers policy adds in production. */
export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; media-src 'self' blob: data:; connect-src 'self' https://api.openai.com; font-src 'self' data:; frame-ancestors 'none'; object-src 'none'; base-uri 'none'; form-action 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'microphone=(self), camera=(), geolocation=()',
  'x-frame-options': 'DENY',
  // No other site's window keeps a handle on ours, and no other site may embed our responses.
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** Pages search engines must not index: the public listen pages (issue 26), one per unguessable link. */
export const NOINDEX_PREFIX = '/listen/';
export const NOINDEX_HEADERS = { 'x-robots-tag': 'noindex, nofollow' } as const;

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.txt']);

/**
 * Serves the web build; paths without a file fall back to index.html (the SPA decides). Text is gzipped
 * when the browser accepts it, as CloudFront does in production.
 */
export const serveStatic = async (
  root: string,
  pathname: string,
  res: ServerResponse,
  acceptEncoding = '',
): Promise<void> => {
  // A broken percent escape names no file: the SPA's page answers it, as CloudFront's error page would.
  let decoded = '/index.html';
  try {
    decoded = decodeURIComponent(pathname);
  } catch {}
  const safe = normalize(decoded).replace(/^([/\\])+/, '');
  let file = join(root, safe);
  if (!file.startsWith(root + sep) && file !== root) file = join(root, 'index.html');
  let info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) {
    file = join(root, 'index.html');
    info = await stat(file).catch(() => undefined);
  }
  if (!info?.isFile()) {
    res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS });
    res.end('The web app has not been built yet. Run `npm run build:web`.');
    return;
  }
  const immutable = file.includes(`${sep}assets${sep}`);
  const gzip = COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(acceptEncoding);
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    ...(gzip ? { 'content-encoding': 'gzip' } : { 'content-length': info.size }),
    vary: 'accept-encoding',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...SECURITY_HEADERS,
    ...(pathname.startsWith(NOINDEX_PREFIX) ? NOINDEX_HEADERS : {}),
  });
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
};
