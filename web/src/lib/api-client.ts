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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Text shown when a failed answer carries no error field (instead of the generic fallbacks). */
  fallbackError?: string;
  /** Auth calls answer 401 as part of their own flow, so they opt out of the expired-session rule. */
  expireSessionOn401?: boolean;
}

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

/** The one API client: same origin, cookies included, JSON both ways, 204 → `{}`, and the 401 rule. */
export const apiRequest = async <T>(path: string, options: RequestOptions = {}): Promise<T> => {
  const { method = 'GET', body, signal, fallbackError, expireSessionOn401 = true } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (response.status === 204) return {} as T;
  const payload = await readJson(response);
  if (response.ok) return (payload ?? {}) as T;
  if (response.status === 401 && expireSessionOn401) {
    unauthorizedHandler?.();
    throw new ApiError(API_TEXTS.sessionExpired, 401);
  }
  throw new ApiError(errorText(payload, response.status, fallbackError), response.status);
};

/** The text to show for any failure: the error's own message, else the given fallback. */
export const messageOf = (error: unknown, fallback: string): string =>
  error instanceof Error && error.message ? error.message : fallback;
