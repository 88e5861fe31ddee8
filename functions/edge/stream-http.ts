import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { Endpoint } from '#shared/contract/endpoint.ts';
import { HttpError } from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';
import { answerFor, prepareRequest, type Request } from './http.ts';

/**
 * Where a streamed answer goes: the Lambda response stream (function URL in RESPONSE_STREAM mode) in
 * production, the Node response locally (infra/local/api-gateway.ts).
 */
export interface StreamSink {
  open(statusCode: number, headers: Record<string, string>): void;
  write(text: string): void;
  end(): void;
  /** Called once if the client goes away before the end (a closed tab, a Cancel). */
  onClose(listener: () => void): void;
}

export type StreamHandler = ((
  event: APIGatewayProxyEventV2,
  sink: StreamSink,
  context: Context,
) => Promise<void>) & {
  streaming: true;
};

type Event<E extends Endpoint> = z.input<E['response']>;
/** Makes the handler's events; `signal` aborts when the client goes away, and the generator should then stop. */
export type StreamProducer<E extends Endpoint> = (
  request: Request<E>,
  signal: AbortSignal,
) => AsyncIterable<Event<E>>;

const NDJSON_HEADERS = {
  'content-type': 'application/x-ndjson; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/** Set by a CloudFront Function on every /api behaviour: the Host the viewer asked for (infra/constructs/viewer-host.ts). */
const VIEWER_HOST_HEADER = 'x-walt-viewer-host';

/**
 * The request as the API would see it. Behind a function URL, Host is the URL's own host, so the CSRF check's
 * same-origin comparison uses the viewer's Host that CloudFront passes on (trusted: the origin header check has
 * shown the request came through CloudFront). Function URLs also fill no pathParameters: they are read from
 * the raw path with the endpoint's template.
 */
const viewerRequest = (endpoint: Endpoint, original: APIGatewayProxyEventV2): APIGatewayProxyEventV2 => {
  const viewerHost = original.headers?.[VIEWER_HOST_HEADER];
  const event = viewerHost ? { ...original, headers: { ...original.headers, host: viewerHost } } : original;
  if (event.pathParameters || !endpoint.path.includes('{')) return event;
  const keys: string[] = [];
  const pattern = new RegExp(
    `^${endpoint.path.replace(/\{(\w+)\}/g, (_, key: string) => {
      keys.push(key);
      return '([^/]+)';
    })}/?$`,
  );
  const found = pattern.exec(event.rawPath ?? '');
  if (!found) return event;
  return {
    ...event,
    pathParameters: Object.fromEntries(
      keys.map((key, index) => [key, decodeURIComponent(found[index + 1] ?? '')]),
    ),
  };
};

/**
 * Makes the handler of an NDJSON endpoint (`endpoint.stream`): the same checks as `http` (origin, CSRF,
 * session, auth level, schemas); an error before the first event is an ordinary `{ error }` answer with its
 * status; after it, 200 with one JSON value per line, and an error becomes a last `{type:'error'}` line.
 * When the client goes away the producer's signal aborts (the Gmail job is then cancelled).
 */
export const streamHttp = <E extends Endpoint>(endpoint: E, produce: StreamProducer<E>): StreamHandler => {
  const run = async (event: APIGatewayProxyEventV2, sink: StreamSink, context: Context) => {
    logger.addContext(context);
    const controller = new AbortController();
    let iterator: AsyncIterator<Event<E>> | undefined;
    let first: IteratorResult<Event<E>>;
    try {
      const request = await prepareRequest(endpoint, viewerRequest(endpoint, event), {});
      iterator = produce(request, controller.signal)[Symbol.asyncIterator]();
      first = await iterator.next();
    } catch (error) {
      const answer = answerFor(error as Error);
      sink.open(answer.statusCode, answer.headers);
      sink.write(answer.body);
      sink.end();
      logger.resetKeys();
      return;
    }
    let closed = false;
    sink.open(200, NDJSON_HEADERS);
    sink.onClose(() => {
      closed = true;
      controller.abort();
    });
    try {
      for (let step = first; !step.done && !closed; step = await iterator.next())
        sink.write(`${JSON.stringify(step.value)}\n`);
    } catch (error) {
      if (!(error instanceof HttpError)) logger.error('stream failed', { error: error as Error });
      if (!closed) sink.write(`${JSON.stringify({ type: 'error', error: streamError(error) })}\n`);
    } finally {
      if (!closed) sink.end();
      logger.resetKeys();
    }
  };
  return Object.assign(lambdaStreaming(run), { streaming: true as const });
};

const streamError = (error: unknown) =>
  error instanceof HttpError ? error.message : 'Something went wrong while processing. Please try again.';

/** The Lambda runtime's streaming helpers (a global of the Node.js managed runtime, absent elsewhere). */
interface LambdaStreamingGlobal {
  streamifyResponse: (
    handler: (
      event: APIGatewayProxyEventV2,
      stream: NodeJS.WritableStream,
      context: Context,
    ) => Promise<void>,
  ) => unknown;
  HttpResponseStream: {
    from: (
      stream: NodeJS.WritableStream,
      metadata: { statusCode: number; headers: Record<string, string> },
    ) => NodeJS.WritableStream;
  };
}

/**
 * In Lambda, `awslambda.streamifyResponse` makes the function stream; the sink writes the status and headers
 * through `HttpResponseStream.from`. Elsewhere (the local runtime, tests) the plain function is the handler.
 */
const lambdaStreaming = (
  run: (event: APIGatewayProxyEventV2, sink: StreamSink, context: Context) => Promise<void>,
): ((event: APIGatewayProxyEventV2, sink: StreamSink, context: Context) => Promise<void>) => {
  const runtime = (globalThis as unknown as { awslambda?: LambdaStreamingGlobal }).awslambda;
  // Some libraries put other things on `awslambda` (e.g. Powertools' invoke store): look for the function itself.
  if (typeof runtime?.streamifyResponse !== 'function') return run;
  return runtime.streamifyResponse(async (event, responseStream, context) => {
    let body: NodeJS.WritableStream | undefined;
    await run(
      event,
      {
        open: (statusCode, headers) => {
          body = runtime.HttpResponseStream.from(responseStream, { statusCode, headers });
        },
        write: (text) => {
          body?.write(text);
        },
        end: () => {
          body?.end();
        },
        onClose: (listener) => {
          responseStream.on('close', listener);
          responseStream.on('error', listener);
        },
      },
      context,
    );
  }) as never;
};
