import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Who may call an endpoint: anyone, a signed-in user, or an administrator. */
export type AuthLevel = 'public' | 'user' | 'admin';

/** One API endpoint: the single source of truth for its method, path, auth level and payload shapes. */
export interface Endpoint<
  P extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  /** Stable name, also the Lambda's logical name: `<feature>.<verbNoun>`. */
  name: string;
  method: HttpMethod;
  /** API Gateway style path with `{param}` placeholders. */
  path: string;
  auth: AuthLevel;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  /** 204 endpoints answer with no body. */
  status?: 200 | 201 | 202 | 204;
  /**
   * `ndjson`: the answer is a stream of newline-separated JSON values, each valid against `response` (the
   * Gmail processing progress, spec part B §7). In production such an endpoint is a Lambda function URL in
   * RESPONSE_STREAM mode behind CloudFront; locally the runtime streams it natively.
   */
  stream?: 'ndjson';
  /** `redirect`: the answer is a 302 to a page of the web app (an OAuth callback), never JSON. */
  redirect?: true;
}

/** Declares an endpoint while keeping its schema types precise. */
export const endpoint = <
  P extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
>(
  e: Endpoint<P, Q, B, R>,
): Endpoint<P, Q, B, R> => e;

export type BodyOf<E> =
  E extends Endpoint<z.ZodMiniType, z.ZodMiniType, infer B, z.ZodMiniType> ? z.infer<B> : never;
export type ResponseOf<E> =
  E extends Endpoint<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, infer R> ? z.input<R> : never;

/** Fills `{param}` placeholders of a contract path. */
export const buildPath = (path: string, params: Record<string, string> = {}): string =>
  path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));

/**
 * An endpoint's method and path without its schemas, linked to the endpoint by type only. The browser calls
 * the API through these (shared/contract/routes/), so zod never reaches its bundle.
 */
export interface Route<E extends Endpoint = Endpoint> {
  method: HttpMethod;
  path: string;
  /** Never set: carries the endpoint's type, from which a call's params, query, body and answer follow. */
  endpoint?: E;
}

/** The routes of a contract module (`typeof import('./stories.ts')`), one per endpoint it exports. */
export type RoutesOf<M> = { [K in keyof M as M[K] extends Endpoint ? K : never]: Route<M[K] & Endpoint> };

/** What a schema slot declares; `never` when the endpoint leaves it out (its type is then `unknown`). */
type Declared<T> = unknown extends T ? never : T;

export type ParamsOf<E> =
  E extends Endpoint<infer P, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType> ? Declared<z.input<P>> : never;
export type QueryOf<E> =
  E extends Endpoint<z.ZodMiniType, infer Q, z.ZodMiniType, z.ZodMiniType> ? Declared<z.input<Q>> : never;
