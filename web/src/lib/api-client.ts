import {
  type BodyOf,
  buildPath,
  type Endpoint,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type Route,
} from '#shared/contract/endpoint.ts';
import { NEXT_CURSOR_HEADER, type Page } from '#shared/page.ts';
import { API_TEXTS } from './texts';

/** A non-OK answer from the API, carrying the text to show. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Text shown when a failed answer carries no error field (instead of the generic fallbacks). */
  fallbackError?: string;
  /** Auth calls answer 401 as part of their own flow, so they opt out of the expired-session rule. */
  expireSessionOn401?: boolean;
}

/** A part the endpoint declares is required (unless all optional); a part it leaves out (`never`) cannot be sent. */
type Slot<K extends string, T> = [T] extends [never]
  ? { [key in K]?: never }
  : // A part whose fields are all optional (a list's page query) may be left out.
    {} extends T
    ? { [key in K]?: T }
    : { [key in K]: T };

/**
 * The body of a call: the JSON body the contract declares, or, for an endpoint without a body schema (its
 * body type is `unknown`), nothing or a multipart `form` (an upload such as a voice memo's recording).
 */
type BodySlot<E> =
  unknown extends BodyOf<E>
    ? { body?: never; form?: FormData }
    : undefined extends BodyOf<E>
      ? // An optional JSON body: the endpoint takes either it or a multipart form (a recording, or its upload).
        { body?: BodyOf<E>; form?: FormData }
      : { body: BodyOf<E>; form?: never };

/** What a call of endpoint `E` sends: its path params, query and body, typed by the contract. */
export type CallInput<E> = Slot<'params', ParamsOf<E>> &
  Slot<'query', QueryOf<E>> &
  BodySlot<E> &
  CallOptions;

let unauthorizedHandler: (() => void) | undefined;

/** Registers what a 401 answer triggers (clear auth, go to /login); returns the unregister function. */
export const onUnauthorized = (handler: () => void): (() => void) => {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = undefined;
  };
};

/** The 401 rule redirects to /login unless the user is already on /login or on the landing page. */
export const shouldRedirectToLogin = (pathname: string): boolean => pathname !== '/login' && pathname !== '/';

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const errorText = (payload: unknown, status: number, fallback: string | undefined): string => {
  if (payload && typeof payload === 'object' && 'error' in payload) {
    const { error } = payload as { error: unknown };
    if (typeof error === 'string' && error) return error;
  }
  if (fallback) return fallback;
  return payload === undefined ? API_TEXTS.requestFailedWithStatus(status) : API_TEXTS.requestFailed;
};

/** The endpoint's path with its params filled in, and the query's given values after `?`. */
const urlOf = (path: string, params?: object, query?: object): string => {
  const url = buildPath(path, params as Record<string, string>);
  const search = new URLSearchParams(
    Object.entries(query ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return search ? `${url}?${search}` : url;
};

/** The request body and its content type: JSON, a multipart form (the browser writes its boundary), or none. */
const encode = (body: unknown, form: FormData | undefined): { body?: BodyInit; contentType?: string } => {
  if (form) return { body: form };
  if (body === undefined) return {};
  return { body: JSON.stringify(body), contentType: 'application/json' };
};

type CallFields = { params?: object; query?: object; body?: unknown; form?: FormData } & CallOptions;

/** Sends one call of `route` on the same origin with cookies included; the caller reads the answer. */
const send = (route: Route, input: CallFields, accept: string): Promise<Response> => {
  const encoded = encode(input.body, input.form);
  const headers: Record<string, string> = { Accept: accept };
  if (encoded.contentType) headers['Content-Type'] = encoded.contentType;
  return fetch(urlOf(route.path, input.params, input.query), {
    method: route.method,
    credentials: 'include',
    headers,
    body: encoded.body,
    signal: input.signal,
  });
};

/** The error of a failed answer: its own text or the fallbacks; a 401 applies the expired-session rule. */
const failureOf = async (response: Response, input: CallFields): Promise<ApiError> => {
  const payload = await readJson(response);
  if (response.status === 401 && (input.expireSessionOn401 ?? true)) {
    unauthorizedHandler?.();
    return new ApiError(API_TEXTS.sessionExpired, 401);
  }
  return new ApiError(errorText(payload, response.status, input.fallbackError), response.status);
};

/**
 * The one API client: calls a contract endpoint (through its route, `shared/contract/routes/`) on the same
 * origin with cookies included, JSON both ways (or a multipart form up). A 204 answers `{}`; a failure throws
 * an `ApiError` with the server's error text or the spec's fallbacks, and a 401 applies the expired-session rule.
 */
export const callEndpoint = async <E extends Endpoint>(
  route: Route<E>,
  ...[input]: object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>]
): Promise<ResponseOf<E>> => {
  const fields = (input ?? {}) as CallFields;
  const response = await send(route, fields, 'application/json');
  if (response.status === 204) return {} as ResponseOf<E>;
  if (!response.ok) throw await failureOf(response, fields);
  return ((await readJson(response)) ?? {}) as ResponseOf<E>;
};

/**
 * Calls an endpoint whose answer may continue on another page (issue 24): its body, and the cursor of the next
 * page from the `X-Next-Cursor` header (absent on the last page). Pass the cursor back as `query.cursor`.
 */
export const callEndpointWithCursor = async <E extends Endpoint>(
  route: Route<E>,
  ...[input]: object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>]
): Promise<{ body: ResponseOf<E>; nextCursor?: string }> => {
  const fields = (input ?? {}) as CallFields;
  const response = await send(route, fields, 'application/json');
  if (!response.ok) throw await failureOf(response, fields);
  const body = (await readJson(response)) as ResponseOf<E>;
  const nextCursor = response.headers.get(NEXT_CURSOR_HEADER) ?? undefined;
  return nextCursor ? { body, nextCursor } : { body };
};

/** One page of a list endpoint whose answer is an array: its items and the next page's cursor. */
export const callEndpointPage = async <E extends Endpoint>(
  route: Route<E>,
  ...[input]: object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>]
): Promise<Page<ResponseOf<E> extends (infer T)[] ? T : never>> => {
  const { body, nextCursor } = await callEndpointWithCursor(route as Route, input as never);
  const items = (body ?? []) as never[];
  return nextCursor ? { items, nextCursor } : { items };
};

/**
 * Every item of a list endpoint, page after page (each request still reads one page on the server): for
 * lists a screen shows whole and that rarely pass one page (the stories grid, the conversations, a call's notes).
 */
export const callEndpointAll = async <E extends Endpoint>(
  route: Route<E>,
  ...[input]: object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>]
): Promise<ResponseOf<E>> => {
  const fields = (input ?? {}) as CallFields;
  const items: unknown[] = [];
  let cursor: string | undefined;
  do {
    const query = { ...fields.query, ...(cursor ? { cursor } : {}) };
    const page = await callEndpointPage(route as Route, { ...fields, query } as never);
    items.push(...(page.items as unknown[]));
    cursor = page.nextCursor;
  } while (cursor);
  return items as ResponseOf<E>;
};

/**
 * Calls a streaming endpoint (`stream: 'ndjson'` in the contract) the way `callEndpoint` calls the others,
 * with the same failures, but answers the `Response` as soon as its headers arrive so that the caller reads
 * the events while they come (`readNdjson` in lib/ndjson.ts). Aborting `signal` ends the request and the
 * body, which is how the server learns that the user cancelled.
 */
export const streamEndpoint = async <E extends Endpoint>(
  route: Route<E>,
  ...[input]: object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>]
): Promise<Response> => {
  const fields = (input ?? {}) as CallFields;
  const response = await send(route, fields, 'application/x-ndjson, application/json');
  if (!response.ok) throw await failureOf(response, fields);
  return response;
};

/** The text to show for any failure: the error's own message, else the given fallback. */
export const messageOf = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;
