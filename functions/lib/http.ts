import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { AuthLevel, Endpoint } from '#shared/contract/endpoint.ts';
import { GENERIC_ERRORS } from '#shared/texts.ts';
import { type ActiveSession, resolveSession } from '../core/auth/sessions.ts';
import { findUserById, type UserRecord } from '../core/auth/users.ts';
import { readCookie, sessionCookieName } from './cookies.ts';
import {
  ForbiddenError,
  HttpError,
  PayloadTooLargeError,
  UnauthorizedError,
  ValidationError,
} from './errors.ts';
import { logger } from './logger.ts';
import { parseOrThrow } from './validation.ts';

const MAX_BODY_BYTES = 1024 * 1024;

type Infer<S> = z.infer<NonNullable<S> & z.ZodMiniType>;

export interface Caller {
  session: ActiveSession;
  user: UserRecord;
}

export interface Request<E extends Endpoint> {
  params: Infer<E['params']>;
  query: Infer<E['query']>;
  body: Infer<E['body']>;
  /** Present on `user` and `admin` endpoints; optional on `public` ones. */
  caller: E['auth'] extends 'public' ? Caller | undefined : Caller;
  ip: string;
  event: APIGatewayProxyEventV2;
}

export interface Reply<E extends Endpoint> {
  status?: number;
  body?: z.input<E['response']>;
  cookies?: string[];
  headers?: Record<string, string>;
}

const json = (statusCode: number, body: unknown, extra: Partial<APIGatewayProxyStructuredResultV2> = {}) => ({
  statusCode,
  ...extra,
  headers: {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...extra.headers,
  },
  body: body === undefined ? '' : JSON.stringify(body),
});

const readBody = (event: APIGatewayProxyEventV2): unknown => {
  if (!event.body) return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  if (Buffer.byteLength(text) > MAX_BODY_BYTES)
    throw new PayloadTooLargeError(GENERIC_ERRORS.payloadTooLarge);
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError(GENERIC_ERRORS.invalidJson);
  }
};

const resolveCaller = async (event: APIGatewayProxyEventV2): Promise<Caller | undefined> => {
  const token = readCookie(event.cookies, event.headers?.cookie, sessionCookieName());
  if (!token) return undefined;
  const session = await resolveSession(token);
  if (!session) return undefined;
  const user = await findUserById(session.userId);
  return user ? { session, user } : undefined;
};

/**
 * The viewer's address: CloudFront-Viewer-Address (set by CloudFront, "ip:port") when present, since behind
 * CloudFront the API sees the edge's address as sourceIp.
 */
export const clientIp = (event: APIGatewayProxyEventV2): string => {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (viewer) return viewer.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return event.requestContext?.http?.sourceIp ?? 'unknown';
};

const authorize = (auth: AuthLevel, caller: Caller | undefined) => {
  if (auth === 'public') return;
  if (!caller) throw new UnauthorizedError();
  if (auth === 'admin' && !caller.user.isAdmin) throw new ForbiddenError('Administrator access required');
};

/**
 * Makes a Lambda handler for a contract endpoint: validates params, query and body with its zod schemas,
 * resolves the session cookie, enforces the auth level, and maps thrown errors to `{ error }` answers.
 */
export const http = <E extends Endpoint>(endpoint: E, handle: (request: Request<E>) => Promise<Reply<E>>) =>
  middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use({
      onError: async (request) => {
        const error = request.error;
        if (error instanceof HttpError) {
          if (error.statusCode >= 500) logger.error('request failed', { error });
          request.response = json(error.statusCode, { error: error.message }, { headers: error.headers });
          return;
        }
        logger.error('unhandled error', { error: error as Error });
        request.response = json(500, { error: GENERIC_ERRORS.internal });
      },
    })
    .handler(async (event) => {
      logger.appendKeys({ route: endpoint.name });
      const caller = await resolveCaller(event);
      authorize(endpoint.auth, caller);
      if (caller) logger.appendKeys({ userId: caller.user.userId });
      const body = endpoint.body ? parseOrThrow(endpoint.body, readBody(event) ?? {}, 'body') : undefined;
      const params = endpoint.params
        ? parseOrThrow(endpoint.params, event.pathParameters ?? {}, 'path')
        : undefined;
      const query = endpoint.query
        ? parseOrThrow(endpoint.query, event.queryStringParameters ?? {}, 'query')
        : undefined;
      const reply = await handle({
        params,
        query,
        body,
        caller,
        ip: clientIp(event),
        event,
      } as Request<E>);
      const status = reply.status ?? endpoint.status ?? 200;
      return json(status, status === 204 ? undefined : reply.body, {
        cookies: reply.cookies,
        headers: reply.headers,
      });
    });
