import { vi } from 'vitest';

export interface MockAnswer {
  status?: number;
  body?: unknown;
  /** Raw text instead of JSON (e.g. an HTML error page). */
  text?: string;
  /** Response headers (a list's next-page cursor). */
  headers?: Record<string, string>;
}

type Handler = MockAnswer | ((request: { body: unknown; url: string }) => MockAnswer | Promise<MockAnswer>);

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
  init: RequestInit;
}

/**
 * Replaces `fetch` with a table of answers keyed by "METHOD /path". Unlisted calls answer 404, so a test
 * notices a request it did not expect. Returns the calls made, in order.
 */
export const mockApi = (routes: Record<string, Handler>) => {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body, init });
    const handler = routes[`${method} ${new URL(url, 'http://localhost').pathname}`];
    const answer = typeof handler === 'function' ? await handler({ body, url }) : handler;
    if (!answer) return new Response(JSON.stringify({ error: 'Not found' }), { status: 404 });
    const status = answer.status ?? 200;
    const payload = answer.text ?? (answer.body === undefined ? null : JSON.stringify(answer.body));
    return new Response(status === 204 ? null : payload, { status, headers: answer.headers });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
};

export const signedOut: MockAnswer = { status: 401, body: { error: 'Not authenticated' } };

export const aUser = (
  overrides: Partial<{ name: string; email: string; isAdmin: boolean; twoFactorEnabled: boolean }> = {},
) => ({
  id: 'user-1',
  email: 'ada@example.com',
  name: 'Ada Lovelace',
  isAdmin: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

/** An administrator as the server lets one into the admin area: with two-factor sign-in on (issue 23, M7). */
export const anAdministrator = () => aUser({ isAdmin: true, twoFactorEnabled: true });

export const signedInAs = (user = aUser()): MockAnswer => ({ body: { user } });

/** The session check's answer for an administrator. */
export const adminSession = signedInAs(anAdministrator());

/** GET /api/profile's answer: the signed-in user with the privacy permissions they granted. */
export const aProfile = (grantedPermissions: Record<string, boolean> = {}): MockAnswer => ({
  body: { ...aUser(), grantedPermissions },
});

/** An interview of the signed-in user, begun and not yet spoken in. */
export const aConversation = (overrides: Record<string, unknown> = {}) => ({
  id: 'c1',
  userId: 'user-1',
  type: 'interview',
  status: 'active',
  messageCount: 0,
  createdAt: '2025-03-14T10:00:00.000Z',
  updatedAt: '2025-03-14T10:00:00.000Z',
  ...overrides,
});

/** The answers a call screen asks for as it opens: the conversation started, read back, and its notes. */
export const startingACall = (conversation: ReturnType<typeof aConversation>, name: string) => ({
  'POST /api/conversations/start': { body: { conversation, context: { name } } },
  'GET /api/conversations/c1': { body: { ...conversation, messages: [] } },
  'GET /api/notes': { body: [] },
});
