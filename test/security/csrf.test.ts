import { describe, expect, inject, it } from 'vitest';
import { GENERIC_ERRORS } from '#shared/texts.ts';
import { ApiClient, newAccount, type Session, signedInClient } from '#test/helpers/api.ts';

/**
 * CSRF: what a page on another site can make a signed-in browser send. The browser adds the victim's cookie
 * and its own Origin (and Sec-Fetch-Site); a plain HTML form can only send text/plain, urlencoded or
 * multipart bodies. None of it may change anything.
 */

const EVIL = 'https://evil.example';
const apiUrl = () => inject('apiUrl');

interface Sent {
  status: number;
  body: Record<string, unknown>;
  setCookies: string[];
}

/** A request as a browser would send it: the client's cookies plus headers the test chooses. */
const send = async (
  client: ApiClient,
  method: string,
  path: string,
  {
    headers = {},
    body,
    baseUrl = apiUrl(),
  }: { headers?: Record<string, string>; body?: BodyInit; baseUrl?: string },
): Promise<Sent> => {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: { 'cloudfront-viewer-address': client.ip, ...(cookie ? { cookie } : {}), ...headers },
    body,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    setCookies: response.headers.getSetCookie(),
  };
};

const json = { 'content-type': 'application/json' };
const storiesOf = async (session: Session) =>
  (await session.client.get<{ id: string; title: string }[]>('/api/stories')).body;

describe('cross-site state-changing requests', () => {
  it('are refused with 403 when the Origin names another site, on every kind of route', async () => {
    const ada = await signedInClient();
    const story = await ada.client.post<{ id: string }>('/api/stories', { title: 'Dundee' });
    expect(story.status).toBe(201);
    const storyId = story.body.id;
    const before = await storiesOf(ada);

    const attempts: [string, string, unknown][] = [
      ['POST', '/api/stories', { title: 'Planted by evil.example' }],
      ['PUT', `/api/stories/${storyId}`, { title: 'Renamed by evil.example' }],
      ['DELETE', `/api/stories/${storyId}`, undefined],
      ['PUT', '/api/profile/permissions', { permissions: { 'can-see-transcripts': true } }],
      ['POST', '/api/auth/logout', undefined],
      ['POST', '/api/auth/login', { email: ada.account.email, password: ada.account.password }],
    ];
    for (const [method, path, body] of attempts) {
      const answer = await send(ada.client, method, path, {
        headers: { origin: EVIL, ...(body === undefined ? {} : json) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body).toEqual({ error: GENERIC_ERRORS.crossSite });
      expect(answer.setCookies).toEqual([]);
    }

    // Nothing changed, and the session is still open.
    expect(await storiesOf(ada)).toEqual(before);
    expect((await ada.client.get(`/api/stories/${storyId}`)).body).toMatchObject({ title: 'Dundee' });
    expect((await ada.client.get('/api/auth/status')).status).toBe(200);
  });

  it('are refused when Sec-Fetch-Site says cross-site, even without an Origin', async () => {
    const ada = await signedInClient();
    const answer = await send(ada.client, 'POST', '/api/stories', {
      headers: { 'sec-fetch-site': 'cross-site', ...json },
      body: JSON.stringify({ title: 'Planted' }),
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: GENERIC_ERRORS.crossSite });
    const withOrigin = await send(ada.client, 'POST', '/api/auth/logout', {
      headers: { 'sec-fetch-site': 'cross-site', origin: apiUrl() },
    });
    expect(withOrigin.status).toBe(403);
    expect(await storiesOf(ada)).toEqual([]);
  });

  it('refuses an opaque ("null") Origin, as a sandboxed frame of another site sends', async () => {
    const ada = await signedInClient();
    const answer = await send(ada.client, 'POST', '/api/stories', {
      headers: { origin: 'null', ...json },
      body: JSON.stringify({ title: 'Planted' }),
    });
    expect(answer.status).toBe(403);
  });

  it('leave reads alone: a GET with a foreign Origin is answered (CORS keeps the answer from the page)', async () => {
    const ada = await signedInClient();
    expect((await send(ada.client, 'GET', '/api/auth/status', { headers: { origin: EVIL } })).status).toBe(
      200,
    );
  });
});

describe('same-origin and non-browser requests', () => {
  it('pass with the app origin, with the request Host as origin (127.0.0.1), and without an Origin', async () => {
    const ada = await signedInClient();
    const appOrigin = new URL(apiUrl()).origin;
    const byIp = appOrigin.replace('localhost', '127.0.0.1');
    const cases: { headers: Record<string, string>; baseUrl?: string }[] = [
      { headers: { origin: appOrigin, 'sec-fetch-site': 'same-origin' } },
      { headers: { origin: byIp, 'sec-fetch-site': 'same-origin' }, baseUrl: byIp },
      { headers: {} },
      { headers: { 'sec-fetch-site': 'none' } },
    ];
    for (const [index, { headers, baseUrl }] of cases.entries()) {
      const answer = await send(ada.client, 'POST', '/api/stories', {
        headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ title: `Story ${index}` }),
        baseUrl,
      });
      expect(answer.status, JSON.stringify(headers)).toBe(201);
    }
    expect(await storiesOf(ada)).toHaveLength(cases.length);
    const loggedOut = await send(ada.client, 'POST', '/api/auth/logout', { headers: { origin: appOrigin } });
    expect(loggedOut.status).toBe(200);
  });

  it('refuses another local name as Origin (127.0.0.1) on a request sent to localhost', async () => {
    const ada = await signedInClient();
    const byIp = new URL(apiUrl()).origin.replace('localhost', '127.0.0.1');
    const answer = await send(ada.client, 'POST', '/api/auth/logout', { headers: { origin: byIp } });
    expect(answer.status).toBe(403);
  });
});

describe('JSON endpoints take JSON only', () => {
  it.each([
    ['text/plain', JSON.stringify({ title: 'From a form' })],
    ['text/plain;charset=UTF-8', JSON.stringify({ title: 'From a form' })],
    ['application/x-www-form-urlencoded', 'title=From+a+form'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nHi\r\n--x--',
    ],
    ['application/jsonp', JSON.stringify({ title: 'Almost JSON' })],
  ])('refuses a %s body with 415 and a clear message', async (type, body) => {
    const ada = await signedInClient();
    const answer = await send(ada.client, 'POST', '/api/stories', {
      headers: { 'content-type': type },
      body,
    });
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({ error: GENERIC_ERRORS.notJson });
    expect(await storiesOf(ada)).toEqual([]);
  });

  it('refuses a body sent without a Content-Type', async () => {
    const ada = await signedInClient();
    const answer = await send(ada.client, 'PUT', '/api/profile/permissions', {
      // A Blob without a type is sent without a Content-Type header (a string would get text/plain).
      body: new Blob([JSON.stringify({ permissions: { 'can-see-transcripts': true } })]),
    });
    expect(answer.status).toBe(415);
  });
});

describe('login CSRF', () => {
  it('a cross-site text/plain form post of credentials signs no one in', async () => {
    // The attacker's own account: a victim signed into it would hand the attacker what they do next.
    const attacker = newAccount();
    expect((await new ApiClient().post('/api/auth/register', attacker)).status).toBe(201);
    const victim = new ApiClient();
    const form = JSON.stringify({ email: attacker.email, password: attacker.password });

    const crossSite = await send(victim, 'POST', '/api/auth/login', {
      headers: { origin: EVIL, 'sec-fetch-site': 'cross-site', 'content-type': 'text/plain' },
      body: form,
    });
    expect([403, 415]).toContain(crossSite.status);
    expect(crossSite.setCookies).toEqual([]);

    // A browser that leaves Origin out still cannot send the form as JSON.
    const noOrigin = await send(victim, 'POST', '/api/auth/login', {
      headers: { 'content-type': 'text/plain' },
      body: form,
    });
    expect(noOrigin.status).toBe(415);
    expect(noOrigin.setCookies).toEqual([]);
  });
});
