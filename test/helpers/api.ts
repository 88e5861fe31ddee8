import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
  setCookies: string[];
}

/** A browser-like API client with its own cookie jar, talking to the local runtime over HTTP. */
export class ApiClient {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string = inject('apiUrl'),
    /** Each client looks like its own viewer unless told otherwise, so attempt limits do not leak between tests. */
    readonly ip: string = `198.51.100.${Math.floor(Math.random() * 250) + 1}:${Math.floor(Math.random() * 60000) + 1024}`,
  ) {}

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<ApiAnswer<T>> {
    const headers = this.headersFor();
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(new URL(path, this.baseUrl), {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookies = response.headers.getSetCookie();
    for (const cookie of setCookies) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (/max-age=0/i.test(cookie) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : {}) as T,
      headers: response.headers,
      setCookies,
    };
  }

  /** The headers a browser request of this client carries (its viewer address and cookies). */
  headersFor(): Record<string, string> {
    const headers: Record<string, string> = { 'cloudfront-viewer-address': this.ip };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return headers;
  }

  get = <T = Record<string, unknown>>(path: string) => this.request<T>('GET', path);
  post = <T = Record<string, unknown>>(path: string, body?: unknown) => this.request<T>('POST', path, body);
  put = <T = Record<string, unknown>>(path: string, body?: unknown) => this.request<T>('PUT', path, body);
  delete = <T = Record<string, unknown>>(path: string) => this.request<T>('DELETE', path);
}

/** Test data: a unique account each time, with a password no list would call common. */
export const newAccount = (overrides: Partial<{ email: string; password: string; name: string }> = {}) => ({
  email: `user-${randomUUID()}@example.com`,
  password: `river-stone-${randomUUID().slice(0, 8)}`,
  name: 'Ada Lovelace',
  ...overrides,
});

/** Registers a fresh account and returns a signed-in client. */
export const signedInClient = async (overrides: Parameters<typeof newAccount>[0] = {}) => {
  const client = new ApiClient();
  const account = newAccount(overrides);
  const answer = await client.post<{ user: { id: string; email: string } }>('/api/auth/register', account);
  if (answer.status !== 201)
    throw new Error(`register failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { client, account, user: answer.body.user };
};

/** A signed-in account: its client (with its own cookie jar), what it registered with, and the user the API returned. */
export type Session = Awaited<ReturnType<typeof signedInClient>>;

/** How many of the answers had each status, as `{ 401: 5, 429: 45 }`. */
export const statusCounts = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});
