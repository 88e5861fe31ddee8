import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { ApiError, apiRequest, messageOf, onUnauthorized, shouldRedirectToLogin } from './api-client';

describe('api client', () => {
  let unregister: (() => void) | undefined;
  afterEach(() => unregister?.());

  it('sends cookies and JSON, and reads JSON back', async () => {
    const { calls } = mockApi({ 'PUT /api/things': { body: { ok: true } } });
    const answer = await apiRequest<{ ok: boolean }>('/api/things', { method: 'PUT', body: { a: 1 } });
    expect(answer).toEqual({ ok: true });
    const [call] = calls;
    expect(call?.init.credentials).toBe('include');
    expect(call?.init.headers).toMatchObject({
      'Content-Type': 'application/json',
      Accept: 'application/json',
    });
    expect(call?.body).toEqual({ a: 1 });
  });

  it('sends no body and no content type on a GET', async () => {
    const { calls } = mockApi({ 'GET /api/things': { body: [] } });
    await apiRequest('/api/things');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.init.headers).not.toHaveProperty('Content-Type');
  });

  it('turns a 204 answer into an empty object', async () => {
    mockApi({ 'DELETE /api/things/1': { status: 204 } });
    await expect(apiRequest('/api/things/1', { method: 'DELETE' })).resolves.toEqual({});
  });

  it("shows the server's error field when a call fails", async () => {
    mockApi({ 'GET /api/things': { status: 409, body: { error: 'Already exists' } } });
    await expect(apiRequest('/api/things')).rejects.toEqual(new ApiError('Already exists', 409));
  });

  it('falls back to "Request failed" when the failed answer is JSON without an error field', async () => {
    mockApi({ 'GET /api/things': { status: 500, body: { message: 'nope' } } });
    await expect(apiRequest('/api/things')).rejects.toThrow(/^Request failed$/);
  });

  it('falls back to "Request failed with status {code}" when the failed answer is not JSON', async () => {
    mockApi({ 'GET /api/things': { status: 502, text: '<html>Bad gateway</html>' } });
    await expect(apiRequest('/api/things')).rejects.toThrow('Request failed with status 502');
  });

  it("uses the call's own fallback text when given one", async () => {
    mockApi({ 'POST /api/auth/login': { status: 500, text: '' } });
    await expect(
      apiRequest('/api/auth/login', { method: 'POST', fallbackError: 'Login failed' }),
    ).rejects.toThrow('Login failed');
  });

  it('on a 401 runs the expired-session handler and fails with the expiry message', async () => {
    mockApi({ 'GET /api/profile': { status: 401, body: { error: 'Not authenticated' } } });
    const handler = vi.fn();
    unregister = onUnauthorized(handler);
    await expect(apiRequest('/api/profile')).rejects.toEqual(
      new ApiError('Authentication expired. Please log in again.', 401),
    );
    expect(handler).toHaveBeenCalledOnce();
  });

  it('leaves a 401 to calls that opt out of the rule (sign-in answers 401 for a wrong password)', async () => {
    mockApi({ 'POST /api/auth/login': { status: 401, body: { error: 'Invalid email or password' } } });
    const handler = vi.fn();
    unregister = onUnauthorized(handler);
    await expect(
      apiRequest('/api/auth/login', { method: 'POST', expireSessionOn401: false }),
    ).rejects.toThrow('Invalid email or password');
    expect(handler).not.toHaveBeenCalled();
  });

  it('lets network failures through with their own message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/api/things')).rejects.toThrow('Failed to fetch');
  });

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
