import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { StreamSink } from '#functions/edge/stream-http.ts';
import type { Route } from '../routes.ts';
import { lambdaContext } from './queue-emulator.ts';
import { readBodyUpTo } from './read-body.ts';

export type HttpHandler = (
  event: APIGatewayProxyEventV2,
  context: ReturnType<typeof lambdaContext>,
) => Promise<unknown>;

interface CompiledRoute {
  route: Route;
  pattern: RegExp;
  keys: string[];
}

const MAX_BODY_BYTES = 6 * 1024 * 1024;

/** Matches requests against the route table the same way API Gateway does: method plus path template. */
export class RouteMatcher {
  private readonly compiled: CompiledRoute[];

  constructor(routes: Route[]) {
    // API Gateway picks the most specific route whatever the table's order: a literal segment wins over a
    // `{param}` one (`/api/stories/transcribe` before `/api/stories/{id}`), so fewer parameters come first.
    const parameters = (route: Route) => route.endpoint.path.split('{').length;
    const bySpecificity = [...routes].sort((a, b) => parameters(a) - parameters(b));
    this.compiled = bySpecificity.map((route) => {
      const keys: string[] = [];
      const source = route.endpoint.path
        .replace(/\/$/, '')
        .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
        .replace(/\{(\w+)\}/g, (_, key) => {
          keys.push(key);
          return '([^/]+)';
        });
      return { route, keys, pattern: new RegExp(`^${source}/?$`) };
    });
  }

  match(
    method: string,
    path: string,
  ): { route: Route; params: Record<string, string> } | 'method' | 'malformed' | undefined {
    let pathMatched = false;
    for (const { route, pattern, keys } of this.compiled) {
      const found = pattern.exec(path);
      if (!found) continue;
      pathMatched = true;
      if (route.endpoint.method !== method) continue;
      const params = Object.fromEntries(keys.map((key, index) => [key, decodePath(found[index + 1] ?? '')]));
      if (Object.values(params).includes(undefined)) return 'malformed';
      return { route, params: params as Record<string, string> };
    }
    return pathMatched ? 'method' : undefined;
  }
}

/** A path segment decoded, or undefined when a percent escape in it is broken (decodeURIComponent throws). */
export const decodePath = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

const readRequestBody = async (req: IncomingMessage): Promise<Buffer> => {
  const body = await readBodyUpTo(req, MAX_BODY_BYTES);
  if (!body) throw Object.assign(new Error('Request body is too large'), { statusCode: 413 });
  return body;
};

const isText = (contentType: string | undefined) =>
  !contentType || /^(application\/(json|x-www-form-urlencoded)|text\/)/.test(contentType);

/**
 * Builds the API Gateway HTTP API (payload v2) event a Lambda would receive for this request. A client-sent
 * CloudFront-Viewer-Address is dropped unless `trustViewerAddress` (the integration suites' runtime, whose
 * clients stand for many viewers on one machine, says which one each is).
 */
export const toEvent = async (
  req: IncomingMessage,
  url: URL,
  route: Route,
  params: Record<string, string>,
  trustViewerAddress = false,
): Promise<APIGatewayProxyEventV2> => {
  const raw = await readRequestBody(req);
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(req.headers)) {
    // CloudFront-Viewer-Address is CloudFront's to set: a client's own would choose the address its attempt
    // limits and quotas count (there is no CloudFront here, so the socket's address is the viewer's).
    if (
      value !== undefined &&
      key !== 'cookie' &&
      (key !== 'cloudfront-viewer-address' || trustViewerAddress)
    )
      headers[key] = Array.isArray(value) ? value.join(',') : value;
  }
  const cookies = req.headers.cookie
    ?.split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const text = isText(req.headers['content-type']);
  const query = Object.fromEntries(url.searchParams.entries());
  return {
    version: '2.0',
    routeKey: `${route.endpoint.method} ${route.endpoint.path}`,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    cookies,
    headers,
    queryStringParameters: Object.keys(query).length > 0 ? query : undefined,
    pathParameters: Object.keys(params).length > 0 ? params : undefined,
    body: raw.length > 0 ? (text ? raw.toString('utf8') : raw.toString('base64')) : undefined,
    isBase64Encoded: raw.length > 0 && !text,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: url.host,
      domainPrefix: 'local',
      requestId: randomUUID(),
      routeKey: `${route.endpoint.method} ${route.endpoint.path}`,
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
      http: {
        method: route.endpoint.method,
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: req.headers['user-agent'] ?? '',
      },
    },
  };
};

/** Writes a Lambda's structured result back as an HTTP response, as API Gateway would. */
export const writeResult = (res: ServerResponse, result: unknown): void => {
  const answer = (result ?? {}) as APIGatewayProxyStructuredResultV2;
  const headers: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(answer.headers ?? {})) headers[key] = String(value);
  if (answer.cookies?.length) headers['set-cookie'] = answer.cookies;
  res.writeHead(answer.statusCode ?? 200, headers);
  res.end(answer.body ? Buffer.from(answer.body, answer.isBase64Encoded ? 'base64' : 'utf8') : undefined);
};

export const invoke = (handler: HttpHandler, event: APIGatewayProxyEventV2, name: string) =>
  handler(event, lambdaContext(name));

/** A streamed endpoint's handler (functions/edge/stream-http.ts): it writes to the sink as it goes. */
type StreamingHandler = ((
  event: APIGatewayProxyEventV2,
  sink: StreamSink,
  context: unknown,
) => Promise<void>) & {
  streaming?: true;
};

export const isStreaming = (handler: unknown): handler is StreamingHandler =>
  typeof handler === 'function' && (handler as StreamingHandler).streaming === true;

/**
 * Streams a function's answer to the Node response as a function URL in RESPONSE_STREAM mode would: status and
 * headers first, then each write as it happens; the client going away is reported to the handler.
 */
export const invokeStreaming = (
  handler: StreamingHandler,
  event: APIGatewayProxyEventV2,
  res: ServerResponse,
  name: string,
) =>
  handler(
    event,
    {
      open: (statusCode, headers) => {
        res.writeHead(statusCode, headers);
        res.flushHeaders();
      },
      write: (text) => {
        res.write(text);
      },
      end: () => {
        res.end();
      },
      onClose: (listener) => {
        res.once('close', () => {
          if (!res.writableEnded) listener();
        });
      },
    },
    lambdaContext(name),
  );
