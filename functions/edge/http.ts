import { createHash, timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { AuthLevel, Endpoint } from '#shared/contract/endpoint.ts';
import { MAX_PAGE_SIZE, NEXT_CURSOR_HEADER, PAGE_SIZE } from '#shared/page.ts';
import { AI_TEXTS, GENERIC_ERRORS } from '#shared/texts.ts';
import { type ActiveSession, liveSession, verifySessionToken } from '../core/auth/sessions.ts';
import { findUserById, type UserRecord } from '../core/auth/users.ts';
import { decodeCursor, type PageRequest } from '../db/read.ts';
import { config } from '../lib/config.ts';
import { withCorrelation } from '../lib/correlation.ts';
import {
  AiOutputError,
  AiRefusedError,
  AiUnavailableError,
  ForbiddenError,
  HttpError,
  PayloadTooLargeError,
  UnauthorizedError,
  ValidationError,
} from '../lib/errors.ts';
import { logger } from '../lib/logger.ts';
import { readSecret } from '../lib/secrets.ts';
import { parseOrThrow } from '../lib/validation.ts';
import { limitAddress } from './client-ip.ts';
import { readCookie, sessionCookieName } from './cookies.ts';
import { auditRule, guarded, type Rules } from './rules.ts';
import { beforeTimeout } from './timeout.ts';

const MAX_BODY_BYTES = 1024 * 1024;

/**
 * Lists that can grow are read a DynamoDB page at a time (issue 24): a GET may send `?limit=` (1 to
 * MAX_PAGE_SIZE, PAGE_SIZE by default) and `?cursor=` (the `X-Next-Cursor` header of the page before); the
 * handler reads one page with `request.page` and answers its items and `nextCursor`, sent in the header.
 */
export { MAX_PAGE_SIZE, NEXT_CURSOR_HEADER };

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
  /** Set when the endpoint declares `consent`: the user whose material the request touches (already checked). */
  ownerId?: string;
  /** Set when the endpoint's quota degrades and is spent: do the work without the paid part (a 429 follows). */
  quotaRefused?: boolean;
  /** On a GET: the page of a list the request asks for (`?limit=`, `?cursor=`), for `queryPage`. */
  page: PageRequest;
}

/** How an endpoint takes its input beyond the contract's schemas. */
export interface HttpOptions {
  /**
   * The endpoint takes a multipart/form-data upload instead of a JSON body (the handler reads it from the
   * event, see `readMultipart`): any other Content-Type answers 415. The origin check stays: a cross-site form
   * can send multipart, so it is refused by its Origin / Sec-Fetch-Site like any other. `'or-json'`: either
   * a multipart upload or the contract's JSON body (a recording sent in the request, or named by its upload).
   */
  multipart?: boolean | 'or-json';
}

export interface Reply<E extends Endpoint> {
  status?: number;
  body?: z.input<E['response']>;
  cookies?: string[];
  headers?: Record<string, string>;
  /** A line for the audit trail's entry (what the path parameters alone do not say). */
  auditDetail?: string;
  /**
   * The body already serialised, for a stored JSON document answered as it is (the narrator's memory): it
   * must be the JSON of a valid `response`, and is sent without parsing and serialising it again.
   */
  serialised?: string;
  /** A list's next page (`Page.nextCursor`), sent as the `X-Next-Cursor` header beside an array body. */
  nextCursor?: string;
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
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new PayloadTooLargeError();
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError(GENERIC_ERRORS.invalidJson);
  }
};

const resolveCaller = async (event: APIGatewayProxyEventV2): Promise<Caller | undefined> => {
  const token = readCookie(event.cookies, event.headers?.cookie, sessionCookieName());
  if (!token) return undefined;
  const claims = await verifySessionToken(token);
  if (!claims) return undefined;
  // The signed token names the user: the session and the user are read at once (one round trip, not two).
  const [session, user] = await Promise.all([liveSession(claims), findUserById(claims.userId)]);
  if (!session) return undefined;
  // A password reset bumps the user's credentialsVersion: a session opened before it has ended, even when
  // its item survived the reset (a dropped delete).
  return user && session.credentialsVersion >= (user.credentialsVersion ?? 1) ? { session, user } : undefined;
};

const MULTIPART = /^multipart\/form-data\s*;/i;

/**
 * CSRF: a state-changing request a browser sends from another site's page is refused (403): its Origin names
 * another site, or its Sec-Fetch-Site says cross-site. Same-origin is the app's configured origin or the
 * request's own Host (so the local app works at localhost and 127.0.0.1 alike); a request without Origin
 * (curl, a script) carries no other site's intent and passes. A JSON endpoint takes a body only as
 * application/json (415 otherwise), a type no cross-site form can send.
 */
const refuseCrossSite = (endpoint: Endpoint, event: APIGatewayProxyEventV2, options: HttpOptions) => {
  if (endpoint.method === 'GET') return;
  const { origin, host, 'sec-fetch-site': site, 'content-type': type = '' } = event.headers ?? {};
  if (
    site === 'cross-site' ||
    (origin && origin !== new URL(config().APP_URL).origin && origin.replace(/^https?:\/\//, '') !== host)
  ) {
    logger.warn('security: cross-site request refused', { origin });
    throw new ForbiddenError(GENERIC_ERRORS.crossSite);
  }
  if (options.multipart === true) {
    if (!MULTIPART.test(type)) throw new HttpError(415, GENERIC_ERRORS.notMultipart);
  } else if (options.multipart === 'or-json' && MULTIPART.test(type)) {
    return;
  } else if (endpoint.body && event.body && !/^application\/json\s*(;|$)/i.test(type))
    throw new HttpError(415, GENERIC_ERRORS.notJson);
};

/** The header CloudFront adds to every request it forwards to the API (infra/stacks/web-stack.ts). */
export const ORIGIN_VERIFY_HEADER = 'x-walt-origin-verify';
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Only CloudFront may call the API: in production CloudFront adds a secret header (ORIGIN_VERIFY_SECRET_ARN)
 * and a request without it, sent straight to API Gateway, is refused with 403 before anything else runs. This
 * is also what makes CloudFront-Viewer-Address (the client IP the attempt limits count) trustworthy: only
 * CloudFront can have set it. It fails closed: a Lambda function (AWS_LAMBDA_FUNCTION_NAME is set) without
 * the secret refuses everything; only off Lambda (the local runtime, tests) does an unset secret let requests by.
 */
const refuseBypass = async (event: APIGatewayProxyEventV2) => {
  const { ORIGIN_VERIFY_SECRET, ORIGIN_VERIFY_SECRET_ARN } = config();
  if (!ORIGIN_VERIFY_SECRET && !ORIGIN_VERIFY_SECRET_ARN) {
    if (!process.env.AWS_LAMBDA_FUNCTION_NAME) return;
    logger.error('security: no origin secret configured on Lambda; request refused');
    throw new ForbiddenError();
  }
  const expected =
    ORIGIN_VERIFY_SECRET ?? (await readSecret('ORIGIN_VERIFY_SECRET_ARN', ORIGIN_VERIFY_SECRET_ARN!));
  const sent = event.headers?.[ORIGIN_VERIFY_HEADER] ?? '';
  if (!timingSafeEqual(digest(sent), digest(expected))) {
    logger.warn('security: request without the origin header refused');
    throw new ForbiddenError();
  }
};

/**
 * The viewer's address: CloudFront-Viewer-Address (set by CloudFront, "ip:port") when present, since behind
 * CloudFront the API sees the edge's address as sourceIp.
 */
export const clientIp = (event: APIGatewayProxyEventV2): string => {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  return limitAddress(
    viewer
      ? viewer.replace(/:\d+$/, '').replace(/^\[|\]$/g, '')
      : (event.requestContext?.http?.sourceIp ?? 'unknown'),
  );
};

const authorize = (auth: AuthLevel, caller: Caller | undefined) => {
  if (auth === 'public') return;
  if (!caller) throw new UnauthorizedError();
  if (auth !== 'admin') return;
  if (!caller.user.isAdmin) throw new ForbiddenError(GENERIC_ERRORS.adminOnly);
  // An administrator sees other people's lives: a stolen password alone must not open the admin area.
  if (!caller.user.twoFactorEnabled) throw new ForbiddenError(GENERIC_ERRORS.adminNeedsTwoFactor);
};

/**
 * The answer for an error: its own status for an HttpError; 503 (try again) or 502 (the provider failed us)
 * for the AI provider's failures, whose details stay in the logs; 503 with Retry-After when the invocation
 * runs out of time (API Gateway would give up at 30 s anyway); 500 for anything else.
 */
export const answerFor = (error: Error) => {
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) logger.error('request failed', { error });
    // A refused authorization (no session, not allowed, no consent, a cross-site request) is a security event.
    else if (error.statusCode === 401 || error.statusCode === 403)
      logger.warn('security: authorization refused', { status: error.statusCode, reason: error.message });
    return json(error.statusCode, { error: error.message }, { headers: error.headers });
  }
  if (error instanceof AiUnavailableError) {
    logger.warn('AI unavailable', { error: error.message });
    return json(503, { error: AI_TEXTS.unavailable }, { headers: { 'retry-after': '5' } });
  }
  if (error instanceof AiRefusedError || error instanceof AiOutputError) {
    logger.warn('AI request failed', { error: error.message });
    return json(502, { error: AI_TEXTS.failed });
  }
  if (error.name === 'TimeoutError') {
    logger.error('request ran out of time', { error: error.message });
    return json(503, { error: GENERIC_ERRORS.timedOut }, { headers: { 'retry-after': '10' } });
  }
  logger.error('unhandled error', { error });
  return json(500, { error: GENERIC_ERRORS.internal });
};

/** `declaredLimit`: the endpoint's own `limit`, parsed and bounded by its schema (the admin users list's). */
const pageParameters = (event: APIGatewayProxyEventV2, declaredLimit?: unknown): PageRequest => {
  const { limit: rawLimit, cursor } = event.queryStringParameters ?? {};
  const after = cursor === undefined ? {} : { after: decodeCursor(cursor) };
  if (typeof declaredLimit === 'number') return { limit: declaredLimit, ...after };
  const limit = rawLimit === undefined ? PAGE_SIZE : Number(rawLimit);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE)
    throw new ValidationError(GENERIC_ERRORS.invalidLimit(MAX_PAGE_SIZE));
  return { limit, ...after };
};

/**
 * What every endpoint does before its handler: the origin and CSRF checks, the session, the auth level, and
 * the params, query and body parsed by the contract's schemas (also used by the streaming wrapper).
 */
export const prepareRequest = async <E extends Endpoint>(
  endpoint: E,
  event: APIGatewayProxyEventV2,
  options: HttpOptions,
): Promise<Request<E>> => {
  logger.appendKeys({ route: endpoint.name });
  await refuseBypass(event);
  refuseCrossSite(endpoint, event, options);
  const caller = await resolveCaller(event);
  authorize(endpoint.auth, caller);
  if (caller) logger.appendKeys({ userId: caller.user.userId });
  // A multipart upload is read by the handler itself (`readMultipart`), never as JSON.
  const multipart = options.multipart && MULTIPART.test(event.headers?.['content-type'] ?? '');
  const body =
    endpoint.body && !multipart ? parseOrThrow(endpoint.body, readBody(event) ?? {}, 'body') : undefined;
  const params = endpoint.params
    ? parseOrThrow(endpoint.params, event.pathParameters ?? {}, 'path')
    : undefined;
  const query = endpoint.query
    ? parseOrThrow(endpoint.query, event.queryStringParameters ?? {}, 'query')
    : undefined;
  // A list read a page at a time declares `cursor` in its query (pageQuery); other GETs keep their own `limit`.
  const paged = Boolean((endpoint.query as { shape?: Record<string, unknown> } | undefined)?.shape?.cursor);
  const page = paged
    ? pageParameters(event, (query as { limit?: unknown } | undefined)?.limit)
    : { limit: PAGE_SIZE };
  return { params, query, body, caller, ip: clientIp(event), event, page } as Request<E>;
};

const respond = async <E extends Endpoint>(
  rules: Rules,
  endpoint: E,
  handle: (request: Request<E>) => Promise<Reply<E>>,
  event: APIGatewayProxyEventV2,
  options: HttpOptions,
): Promise<APIGatewayProxyStructuredResultV2> => {
  const request = await prepareRequest(endpoint, event, options);
  // The declared rules, in one order: auth (prepareRequest) → consent → quota → handler → audit.
  const settle = await rules(endpoint, request);
  const reply = await handle(request).catch(async (error: unknown) => {
    await settle.failed(error);
    throw error;
  });
  await settle.after(reply.auditDetail);
  const status = reply.status ?? endpoint.status ?? 200;
  if (reply.serialised !== undefined)
    return {
      ...json(status, undefined, { cookies: reply.cookies, headers: reply.headers }),
      body: reply.serialised,
    };
  return json(status, status === 204 ? undefined : reply.body, {
    cookies: reply.cookies,
    headers: reply.nextCursor ? { ...reply.headers, [NEXT_CURSOR_HEADER]: reply.nextCursor } : reply.headers,
  });
};

/**
 * Makes the wrapper that applies `rules`: `http` below applies the audit rule, `edge/guarded-http.ts` also the
 * consent and quota rules. Two wrappers, so that the consent and quota code is carried only by the bundles of
 * the endpoints that declare them (every plain bundle is held to 2.0× the baseline's bytes).
 */
export const httpWith =
  (rules: Rules) =>
  <E extends Endpoint>(
    endpoint: E,
    handle: (request: Request<E>) => Promise<Reply<E>>,
    options: HttpOptions = {},
  ) =>
  async (event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyStructuredResultV2> => {
    logger.refreshSampleRateCalculation();
    logger.addContext(context);
    logger.logEventIfEnabled(event);
    const requestId = event.requestContext?.requestId ?? context.awsRequestId;
    if (requestId) logger.appendKeys({ correlation_id: requestId });
    try {
      return await withCorrelation(requestId, () =>
        beforeTimeout(respond(rules, endpoint, handle, event, options), context),
      );
    } catch (error) {
      return answerFor(error as Error);
    } finally {
      logger.clearBuffer();
      logger.resetKeys();
    }
  };

const auditing = httpWith(auditRule);

/**
 * Makes a Lambda handler for a contract endpoint: validates params, query and body with its zod schemas,
 * resolves the session cookie, enforces the auth level, applies the audit rule, and maps thrown errors to
 * `{ error }` answers (`answerFor`), so no handler has to catch anything. The logger carries the invocation's
 * context and the route's keys for one request (what Powertools' injectLambdaContext with resetKeys does under
 * middy, written out: middy measured 2.3 KiB per bundle, which took the tightest plain bundles past their 2.0×
 * budget). An endpoint that declares a quota or a consent is refused here, when its handler is made: it takes
 * `http` from `edge/guarded-http.ts`.
 */
export const http: typeof auditing = (endpoint, handle, options) => {
  if (guarded(endpoint))
    throw new Error(
      `${endpoint.name} declares a quota or a consent: make its handler with edge/guarded-http.ts`,
    );
  return auditing(endpoint, handle, options);
};
