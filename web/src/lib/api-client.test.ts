import { afterEach, describe, expect, it, vi } from 'vitest';
import { auth } from '#shared/contract/routes/auth.ts';
import { conversations } from '#shared/contract/routes/conversations.ts';
import { notes } from '#shared/contract/routes/notes.ts';
import { profile } from '#shared/contract/routes/profile.ts';
import { stories } from '#shared/contract/routes/stories.ts';
import { mockApi } from '@/test/mock-api';
import {
  ApiError,
  callEndpoint,
  callEndpointAll,
  callEndpointPage,
  messageOf,
  onUnauthorized,
  shouldRedirectToLogin,
} from './api-client';

describe('callEndpoint', () => {
  let unregister: (() => void) | undefined;
  afterEach(() => unregister?.());

  it("fills the path's params in (encoded) and uses the endpoint's method", async () => {
    const { calls } = mockApi({
      'PUT /api/stories/story%201/text-entries/entry-2': { body: { id: 'entry-2', content: 'New words' } },
    });
    const answer = await callEndpoint(stories.updateTextEntry, {
      params: { id: 'story 1', entryId: 'entry-2' },
      body: { content: 'New words' },
    });
    expect(answer).toEqual({ id: 'entry-2', content: 'New words' });
    expect(calls[0]?.method).toBe('PUT');
    expect(calls[0]?.url).toBe('/api/stories/story%201/text-entries/entry-2');
  });

  it('adds the given query values after the path, and leaves out the undefined ones', async () => {
    const { calls } = mockApi({ 'GET /api/notes': { body: [] } });
    await callEndpoint(notes.listNotes, { query: { conversationId: 'c 1', storyId: undefined } });
    await callEndpoint(notes.listNotes, { query: {} });
    expect(calls.map((call) => call.url)).toEqual(['/api/notes?conversationId=c+1', '/api/notes']);
  });

  it('sends cookies and the body as JSON, and reads JSON back', async () => {
    const { calls } = mockApi({ 'PUT /api/profile/permissions': { body: { ok: true } } });
    const permissions = { 'can-see-progress': true };
    await expect(callEndpoint(profile.updatePermissions, { body: { permissions } })).resolves.toEqual({
      ok: true,
    });
    const [call] = calls;
    expect(call?.init.credentials).toBe('include');
    expect(call?.init.headers).toMatchObject({
      'Content-Type': 'application/json',
      Accept: 'application/json',
    });
    expect(call?.body).toEqual({ permissions });
  });

  it('sends no body and no content type when the call has none', async () => {
    const { calls } = mockApi({ 'GET /api/conversations': { body: [] } });
    await callEndpoint(conversations.listConversations);
    expect(calls[0]?.init.method).toBe('GET');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.init.headers).not.toHaveProperty('Content-Type');
  });

  it('sends a multipart form as it is, leaving its content type (with the boundary) to the browser', async () => {
    const { calls } = mockApi({
      'POST /api/stories/transcribe': { body: { transcript: 'Hello', recordingId: 'rec-1' } },
    });
    const form = new FormData();
    form.append('audio', new Blob(['voice'], { type: 'audio/webm' }), 'audio.webm');

    const answer = await callEndpoint(stories.transcribe, { form });

    expect(answer).toEqual({ transcript: 'Hello', recordingId: 'rec-1' });
    const { init } = calls[0]!;
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({ Accept: 'application/json' });
    const audio = (init.body as FormData).get('audio') as File;
    expect(audio.name).toBe('audio.webm');
    expect(audio.type).toBe('audio/webm');
  });

  it('turns a 204 answer into an empty object', async () => {
    mockApi({ 'DELETE /api/conversations/c1': { status: 204 } });
    await expect(callEndpoint(conversations.deleteConversation, { params: { id: 'c1' } })).resolves.toEqual(
      {},
    );
  });

  it("shows the server's error field when a call fails", async () => {
    mockApi({ 'GET /api/conversations': { status: 409, body: { error: 'Already exists' } } });
    await expect(callEndpoint(conversations.listConversations)).rejects.toEqual(
      new ApiError('Already exists', 409),
    );
  });

  it('falls back to "Request failed" when the failed answer is JSON without an error field', async () => {
    mockApi({ 'GET /api/conversations': { status: 500, body: { message: 'nope' } } });
    await expect(callEndpoint(conversations.listConversations)).rejects.toThrow(/^Request failed$/);
  });

  it('falls back to "Request failed with status {code}" when the failed answer is not JSON', async () => {
    mockApi({ 'GET /api/conversations': { status: 502, text: '<html>Bad gateway</html>' } });
    await expect(callEndpoint(conversations.listConversations)).rejects.toThrow(
      'Request failed with status 502',
    );
  });

  it("uses the call's own fallback text when given one", async () => {
    mockApi({ 'POST /api/auth/login': { status: 500, text: '' } });
    await expect(
      callEndpoint(auth.login, {
        body: { email: 'ada@example.com', password: 'pw' },
        fallbackError: 'Login failed',
      }),
    ).rejects.toThrow('Login failed');
  });

  it('on a 401 runs the expired-session handler and fails with the expiry message', async () => {
    mockApi({ 'GET /api/profile': { status: 401, body: { error: 'Not authenticated' } } });
    const handler = vi.fn();
    unregister = onUnauthorized(handler);
    await expect(callEndpoint(profile.getProfile)).rejects.toEqual(
      new ApiError('Authentication expired. Please log in again.', 401),
    );
    expect(handler).toHaveBeenCalledOnce();
  });

  it('leaves a 401 to calls that opt out of the rule (sign-in answers 401 for a wrong password)', async () => {
    mockApi({ 'POST /api/auth/login': { status: 401, body: { error: 'Invalid email or password' } } });
    const handler = vi.fn();
    unregister = onUnauthorized(handler);
    await expect(
      callEndpoint(auth.login, {
        body: { email: 'ada@example.com', password: 'wrong' },
        expireSessionOn401: false,
      }),
    ).rejects.toThrow('Invalid email or password');
    expect(handler).not.toHaveBeenCalled();
  });

  it('lets network failures through with their own message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(callEndpoint(conversations.listConversations)).rejects.toThrow('Failed to fetch');
  });

  it('passes the abort signal on', async () => {
    const { calls } = mockApi({ 'GET /api/conversations': { body: [] } });
    const { signal } = new AbortController();
    await callEndpoint(conversations.listConversations, { signal });
    expect(calls[0]?.init.signal).toBe(signal);
  });

  it('takes the params, query and body types from the contract', () => {
    // Compile-time checks, never run: `tsc` fails on any of these lines once the contract's types stop applying.
    // @ts-expect-error the story's id is a required path param
    void (() => callEndpoint(stories.getStory));
    // @ts-expect-error a text entry's update needs its content
    void (() => callEndpoint(stories.updateTextEntry, { params: { id: 's', entryId: 'e' }, body: {} }));
    // @ts-expect-error the status check takes no body
    void (() => callEndpoint(auth.status, { body: { email: 'a@b.c' } }));
    // @ts-expect-error an endpoint with a JSON body takes no multipart form
    void (() => callEndpoint(auth.login, { body: { email: 'a@b.c', password: 'pw' }, form: new FormData() }));
    // @ts-expect-error an upload has no JSON body
    void (() => callEndpoint(stories.transcribe, { body: { audio: 'voice' } }));
  });
});

describe('api client rules', () => {
  it('redirects to /login on a 401 except from /login itself and the landing page', () => {
    expect(shouldRedirectToLogin('/profile')).toBe(true);
    expect(shouldRedirectToLogin('/app')).toBe(true);
    expect(shouldRedirectToLogin('/login')).toBe(false);
    expect(shouldRedirectToLogin('/')).toBe(false);
  });

  it("messageOf prefers the error's own message and otherwise the fallback", () => {
    expect(messageOf(new Error('boom'), 'fallback')).toBe('boom');
    expect(messageOf(new Error(''), 'fallback')).toBe('fallback');
    expect(messageOf('not an error', 'fallback')).toBe('fallback');
  });
});

describe('lists read a page at a time (issue 24)', () => {
  it('callEndpointPage answers the items and the X-Next-Cursor of the page', async () => {
    mockApi({ 'GET /api/stories': { body: [{ id: 's1' }], headers: { 'x-next-cursor': 'abc' } } });
    await expect(callEndpointPage(stories.listStories)).resolves.toEqual({
      items: [{ id: 's1' }],
      nextCursor: 'abc',
    });
  });

  it('callEndpointAll follows the cursor until the last page, keeping the query', async () => {
    const { calls } = mockApi({
      'GET /api/notes': ({ url }) => {
        const cursor = new URL(url, 'http://localhost').searchParams.get('cursor');
        if (!cursor) return { body: [{ id: 'n1' }, { id: 'n2' }], headers: { 'x-next-cursor': 'p2' } };
        if (cursor === 'p2') return { body: [{ id: 'n3' }], headers: { 'x-next-cursor': 'p3' } };
        return { body: [] };
      },
    });
    const all = await callEndpointAll(notes.listNotes, { query: { conversationId: 'c1' } });
    expect(all.map((note) => note.id)).toEqual(['n1', 'n2', 'n3']);
    expect(calls.map((call) => call.url)).toEqual([
      '/api/notes?conversationId=c1',
      '/api/notes?conversationId=c1&cursor=p2',
      '/api/notes?conversationId=c1&cursor=p3',
    ]);
  });
});
