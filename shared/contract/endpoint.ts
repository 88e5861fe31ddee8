import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Who may call an endpoint: anyone, a signed-in user, or an administrator. */
export type AuthLevel = 'public' | 'user' | 'admin';

/** What a paid AI call is spent on (functions/core/quotas): per caller, per IP and for the whole deployment. */
export type QuotaKind =
  | 'realtime'
  | 'analysis'
  | 'researchAnalysis'
  | 'research'
  | 'summary'
  | 'transcription'
  | 'artefact'
  /** A batch of emails summarised (up to GMAIL_BATCH_SIZE), per narrator. */
  | 'email';

/**
 * The AI quota an endpoint spends before its handler runs (one call of `kind`; given back when the handler
 * answers a 4xx, so a refused or invalid request uses up nothing). `when` names a boolean body field: only a
 * request that sets it is charged. `onRefusal: 'degrade'` lets the handler run without the paid part when the
 * quota is spent (it reads `request.quotaRefused`) and answers the 429 afterwards: a transcript is saved even
 * when its summary cannot be paid for.
 */
export type QuotaRule = QuotaKind | { kind: QuotaKind; when?: string; onRefusal?: 'degrade' };

/** Whose material an admin endpoint touches, found from its request (see functions/core/ownership). */
export type OwnerOf =
  /** `params.id` is the user. */
  | 'user'
  /** `params.id` is a conversation. */
  | 'conversation'
  /** `params.id` is an artefact. */
  | 'artefact'
  /** `body.storyId` is a story. */
  | 'story';

/**
 * An administrator may touch a user's material only while that user grants the permission, checked at the
 * moment of each request: `of` says whose material it is, `refusal` the 403's text.
 */
export interface ConsentRule {
  need: 'transcripts' | 'progress';
  of: OwnerOf;
  refusal: string;
  /** The 404's text when the record is not there. */
  missing: string;
}

/**
 * An endpoint's declaration without schemas: the root the contract module extends with its zod schemas, and
 * what the browser imports (so zod never reaches its bundle). The cross-cutting rules are data here; the HTTP
 * wrapper applies them in one order: auth → consent → quota → handler → audit.
 */
export interface RouteDeclaration {
  /** Stable name, also the Lambda's logical name and its handler file: `stories.getStory` → api/stories/get-story.ts. */
  name: string;
  method: HttpMethod;
  /** API Gateway style path with `{param}` placeholders. */
  path: string;
  auth: AuthLevel;
  quota?: QuotaRule;
  consent?: ConsentRule;
  /**
   * Written to the audit trail once the handler succeeded: `write` for an administrator's change (action: the
   * endpoint's name), `read` for an administrator's read of a user's material (action: the name with its
   * `get`/`list` verb read as `read`, `admin.listUserStories` → `admin.readUserStories`).
   */
  audit?: 'read' | 'write';
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

type RouteKey = `${HttpMethod} /api/${string}`;
type MethodOf<K> = K extends `${infer M extends HttpMethod} ${string}` ? M : never;
type PathOf<K> = K extends `${HttpMethod} ${infer P}` ? P : never;
type Rules = Omit<RouteDeclaration, 'name' | 'method' | 'path' | 'auth'>;

/**
 * Declares an endpoint once: `route('notes.createNote', 'POST /api/notes', 'user', { status: 201 })`. The key
 * is written as API Gateway writes a route key, so `METHOD /api/...` stays greppable; the literal types are kept
 * for the contract and the browser.
 */
export const route = <
  const N extends string,
  const K extends RouteKey,
  const A extends AuthLevel,
  const X extends Rules = {},
>(
  name: N,
  key: K,
  auth: A,
  rules?: X,
): { name: N; method: MethodOf<K>; path: PathOf<K>; auth: A } & X => {
  const space = key.indexOf(' ');
  return {
    name,
    method: key.slice(0, space) as MethodOf<K>,
    path: key.slice(space + 1) as PathOf<K>,
    auth,
    ...(rules as X),
  };
};

/** One row of a feature's routes table: the route key and auth of `route`, and its rules when it has any. */
type RouteRow = readonly [key: RouteKey, auth: AuthLevel, rules?: Rules];
/** A routes table's declarations, each named `group.key`, with the literal types `route` keeps. */
type DeclaredRoutes<G extends string, T> = {
  [N in keyof T & string]: T[N] extends readonly [infer K, infer A, ...infer X]
    ? { name: `${G}.${N}`; method: MethodOf<K>; path: PathOf<K>; auth: A } & (X extends readonly [infer R]
        ? R
        : unknown)
    : never;
};

/**
 * Declares a feature's endpoints in one table, a row each in the order they are listed:
 * `routes('notes', { createNote: ['POST /api/notes', 'user', { status: 201 }] })` is the `route` named
 * `notes.createNote`.
 */
export const routes = /* @__NO_SIDE_EFFECTS__ */ <
  const G extends string,
  const T extends Record<string, RouteRow>,
>(
  group: G,
  rows: T,
): DeclaredRoutes<G, T> =>
  Object.fromEntries(
    Object.entries(rows).map(([key, [routeKey, auth, rules]]) => [
      key,
      route(`${group}.${key}`, routeKey, auth, rules),
    ]),
  ) as DeclaredRoutes<G, T>;

/** One API endpoint: its declaration (`RouteDeclaration`) with the zod schemas of its payloads. */
export interface Endpoint<
  P extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> extends RouteDeclaration {
  params?: P;
  query?: Q;
  body?: B;
  response: R;
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
 * An endpoint's declaration as the browser sees it: linked to the endpoint (with its schemas) by type only.
 * The browser calls the API through these (shared/contract/routes/), so zod never reaches its bundle.
 */
export interface Route<E extends Endpoint = Endpoint> extends RouteDeclaration {
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
