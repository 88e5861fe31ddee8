import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FileBlobStore } from '#functions/lib/ports/blob-store-files.ts';
import { GENERIC_ERRORS, MALFORMED_PATH } from '#shared/texts.ts';
import { functionId, type Route } from '../routes.ts';
import {
  type HttpHandler,
  invoke,
  invokeStreaming,
  isStreaming,
  RouteMatcher,
  toEvent,
  writeResult,
} from './api-gateway.ts';
import { handleRealtimeCall, LOCAL_REALTIME_PATH } from './realtime-peer/handle-call.ts';
import { SECURITY_HEADERS, serveStatic } from './static-files.ts';

const functionsDir = join(import.meta.dirname, '..', '..', 'functions');
const handlers = new Map<string, Promise<HttpHandler>>();

/** Imports a route's handler module once, as a Lambda container would at cold start. */
export const loadHandler = (file: string): Promise<HttpHandler> => {
  let loaded = handlers.get(file);
  if (!loaded) {
    loaded = import(/* @vite-ignore */ pathToFileURL(join(functionsDir, file)).href).then(
      (module: { handler: HttpHandler }) => module.handler,
    );
    handlers.set(file, loaded);
  }
  return loaded;
};

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

/**
 * The local stand-in for a presigned S3 PUT: the upload URL's signature must match its key, expiry, length and
 * the request's Content-Type (else 403); the body streams to disk and must be exactly the signed length: 413
 * as soon as a byte more arrives (the connection is then closed rather than drained), 400 when it ends short.
 */
const receiveBlob = async (blobs: FileBlobStore, url: URL, req: IncomingMessage, res: ServerResponse) => {
  const key = url.pathname.slice('/_blobs/'.length);
  const length = Number(url.searchParams.get('length'));
  const contentType = String(req.headers['content-type'] ?? '');
  const signed = (() => {
    try {
      return blobs.verifyUpload(key, {
        expires: Number(url.searchParams.get('expires')),
        length,
        contentType,
        signature: url.searchParams.get('signature') ?? '',
      });
    } catch {
      return false; // an unsafe key
    }
  })();
  if (!signed) return sendJson(res, 403, { error: GENERIC_ERRORS.forbidden });
  const refuseTooLarge = () => {
    // The answer goes out first; the rest of the body is never read, and the socket closes after it.
    res.setHeader('connection', 'close');
    res.once('finish', () => req.destroy());
    sendJson(res, 413, { error: GENERIC_ERRORS.payloadTooLarge });
  };
  if (Number(req.headers['content-length'] ?? 0) > length) return refuseTooLarge();
  // Kept open when the store stops reading, so that the 413 can still be answered on its socket.
  const body = { [Symbol.asyncIterator]: () => req.iterator({ destroyOnReturn: false }) };
  const outcome = await blobs.receiveUpload(key, body, { length, contentType });
  if (outcome === 'tooLarge') return refuseTooLarge();
  if (outcome === 'incomplete') return sendJson(res, 400, { error: GENERIC_ERRORS.invalidPart('body') });
  res.writeHead(200, { 'cache-control': 'no-store' }).end();
};

export interface ServerOptions {
  routes: Route[];
  webRoot: string;
  blobs?: FileBlobStore;
  onError?: (error: unknown) => void;
  /** Tests only: take a client's CloudFront-Viewer-Address as its address (api-gateway.ts `toEvent`). */
  trustViewerAddress?: boolean;
}

/** The local stand-in for CloudFront + API Gateway: `/api/*` through the route table, the rest static. */
export const createLocalServer = ({
  routes,
  webRoot,
  blobs,
  onError = () => {},
  trustViewerAddress = false,
}: ServerOptions): Server => {
  const matcher = new RouteMatcher(routes);
  return createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
      if (url.pathname === LOCAL_REALTIME_PATH) return await handleRealtimeCall(req, res);
      if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
        const found = matcher.match(req.method ?? 'GET', url.pathname);
        if (found === 'malformed') return sendJson(res, 400, { error: MALFORMED_PATH });
        if (!found || found === 'method') return sendJson(res, 404, { error: GENERIC_ERRORS.notFound });
        const event = await toEvent(req, url, found.route, found.params, trustViewerAddress);
        const handler = await loadHandler(found.route.handler);
        if (isStreaming(handler)) return await invokeStreaming(handler, event, res, functionId(found.route));
        return writeResult(res, await invoke(handler, event, functionId(found.route)));
      }
      if (url.pathname.startsWith('/_blobs/') && blobs && req.method === 'PUT')
        return await receiveBlob(blobs, url, req, res);
      if (url.pathname.startsWith('/_blobs/') && blobs) {
        const key = url.pathname.slice('/_blobs/'.length);
        const ok = blobs.verify(
          key,
          Number(url.searchParams.get('expires')),
          url.searchParams.get('signature') ?? '',
        );
        const blob = ok ? await blobs.get(key) : undefined;
        if (!blob) return sendJson(res, 404, { error: GENERIC_ERRORS.notFound });
        res.writeHead(200, {
          'content-type': blob.contentType,
          'cache-control': 'private, no-store',
          ...SECURITY_HEADERS,
        });
        return res.end(Buffer.from(blob.body));
      }
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return sendJson(res, 404, { error: GENERIC_ERRORS.notFound });
      await serveStatic(webRoot, url.pathname, res, String(req.headers['accept-encoding'] ?? ''));
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 413) return sendJson(res, 413, { error: GENERIC_ERRORS.payloadTooLarge });
      onError(error);
      if (!res.headersSent) sendJson(res, 500, { error: GENERIC_ERRORS.internal });
      else res.end();
    }
  });
};
