import { describe, expect, it, vi } from 'vitest';
import { aUser, mockApi } from '@/test/mock-api';
import { createAuthActions } from './auth-actions';
import type { AuthAction } from './auth-reducer';

const user = aUser();

const recorder = () => {
  const actions: AuthAction[] = [];
  return { actions, api: createAuthActions((action) => actions.push(action)) };
};

describe('auth actions', () => {
  it('login posts the credentials and signs in', async () => {
    const { calls } = mockApi({ 'POST /api/auth/login': { body: { user } } });
    const { actions, api } = recorder();
    await expect(api.login({ email: 'ada@example.com', password: 'pw' })).resolves.toBe(true);
    expect(calls[0]?.body).toEqual({ email: 'ada@example.com', password: 'pw' });
    expect(actions).toEqual([{ type: 'login/pending' }, { type: 'login/fulfilled', user, token: undefined }]);
  });

  it("login failure carries the server's error", async () => {
    mockApi({ 'POST /api/auth/login': { status: 401, body: { error: 'Invalid email or password' } } });
    const { actions, api } = recorder();
    await expect(api.login({ email: 'a@b.c', password: 'x' })).resolves.toBe(false);
    expect(actions.at(-1)).toEqual({ type: 'login/rejected', error: 'Invalid email or password' });
  });

  it('login failure without an error field says "Login failed"', async () => {
    mockApi({ 'POST /api/auth/login': { status: 500, text: 'oops' } });
    const { actions, api } = recorder();
    await api.login({ email: 'a@b.c', password: 'x' });
    expect(actions.at(-1)).toEqual({ type: 'login/rejected', error: 'Login failed' });
  });

  it("a network exception during login shows the exception's message", async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { actions, api } = recorder();
    await api.login({ email: 'a@b.c', password: 'x' });
    expect(actions.at(-1)).toEqual({ type: 'login/rejected', error: 'Failed to fetch' });
  });

  it('login with two-factor sign-in on holds the challenge and does not sign in yet', async () => {
    mockApi({ 'POST /api/auth/login': { body: { twoFactorRequired: true, challenge: 'ch-1' } } });
    const { actions, api } = recorder();
    await expect(api.login({ email: 'ada@example.com', password: 'pw' })).resolves.toBe(false);
    expect(actions).toEqual([
      { type: 'login/pending' },
      { type: 'login/twoFactorRequired', challenge: 'ch-1' },
    ]);
  });

  it('the second step sends the challenge with the code, or a recovery code, and signs in', async () => {
    const { calls } = mockApi({ 'POST /api/auth/login/two-factor': { body: { user } } });
    const { actions, api } = recorder();
    await expect(api.verifyTwoFactor('ch-1', { code: '123456' })).resolves.toBe(true);
    await api.verifyTwoFactor('ch-1', { recoveryCode: 'abcde-fghij' });
    expect(calls.map((call) => call.body)).toEqual([
      { challenge: 'ch-1', code: '123456' },
      { challenge: 'ch-1', recoveryCode: 'abcde-fghij' },
    ]);
    expect(actions.slice(0, 2)).toEqual([
      { type: 'twoFactor/pending' },
      { type: 'twoFactor/fulfilled', user, token: undefined },
    ]);
  });

  it("a wrong code carries the server's error; cancelling goes back to the password", async () => {
    mockApi({
      'POST /api/auth/login/two-factor': { status: 401, body: { error: 'That code is not right.' } },
    });
    const { actions, api } = recorder();
    await expect(api.verifyTwoFactor('ch-1', { code: '000000' })).resolves.toBe(false);
    api.cancelTwoFactor();
    expect(actions.slice(1)).toEqual([
      { type: 'twoFactor/rejected', error: 'That code is not right.' },
      { type: 'twoFactor/cancelled' },
    ]);
  });

  it('the status check signs in from the session cookie', async () => {
    mockApi({ 'GET /api/auth/status': { body: { user } } });
    const { actions, api } = recorder();
    await api.checkStatus();
    expect(actions).toEqual([
      { type: 'status/pending' },
      { type: 'status/fulfilled', user, token: undefined },
    ]);
  });

  it('any failed status check means signed out, without the 401 rule', async () => {
    mockApi({ 'GET /api/auth/status': { status: 401, body: { error: 'Not authenticated' } } });
    const { actions, api } = recorder();
    await api.checkStatus();
    expect(actions).toEqual([{ type: 'status/pending' }, { type: 'status/rejected' }]);
  });

  it('logout signs out at once, sends the request without waiting, and only logs a failure', async () => {
    let answer: (value: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { actions, api } = recorder();

    expect(api.logout()).toBeUndefined();
    expect(actions).toEqual([{ type: 'logout' }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));

    answer(new Response(JSON.stringify({ error: 'boom' }), { status: 500 }));
    await vi.waitFor(() => expect(logged).toHaveBeenCalled());
    expect(actions).toEqual([{ type: 'logout' }]);
  });

  it('a password reset request records that the email was sent', async () => {
    const { calls } = mockApi({ 'POST /api/auth/forgot-password': { body: { message: 'sent' } } });
    const { actions, api } = recorder();
    await api.requestPasswordReset('ada@example.com');
    expect(calls[0]?.body).toEqual({ email: 'ada@example.com' });
    expect(actions).toEqual([{ type: 'resetRequest/pending' }, { type: 'resetRequest/fulfilled' }]);
  });

  it('a failed reset request says "Failed to request password reset" when the server gives no reason', async () => {
    mockApi({ 'POST /api/auth/forgot-password': { status: 500, text: '' } });
    const { actions, api } = recorder();
    await api.requestPasswordReset('ada@example.com');
    expect(actions.at(-1)).toEqual({
      type: 'resetRequest/rejected',
      error: 'Failed to request password reset',
    });
  });

  it('a password reset sends token and password and signs in', async () => {
    const { calls } = mockApi({ 'POST /api/auth/reset-password': { body: { user } } });
    const { actions, api } = recorder();
    await expect(api.resetPassword('tok', 'new-password')).resolves.toBe(true);
    expect(calls[0]?.body).toEqual({ token: 'tok', password: 'new-password' });
    expect(actions.at(-1)).toEqual({ type: 'reset/fulfilled', user, token: undefined });
  });

  it('a password reset of an account with two-factor sign-in on sends the code with it and signs in', async () => {
    const { calls } = mockApi({ 'POST /api/auth/reset-password': { body: { user } } });
    const { actions, api } = recorder();
    await expect(api.resetPassword('tok', 'new-password', { code: '123456' })).resolves.toBe(true);
    expect(calls[0]?.body).toEqual({ token: 'tok', password: 'new-password', code: '123456' });
    expect(actions.at(-1)).toEqual({ type: 'reset/fulfilled', user, token: undefined });
  });

  it('a failed password reset shows the server error, else "Failed to reset password"', async () => {
    mockApi({
      'POST /api/auth/reset-password': { status: 400, body: { error: 'This reset link is invalid' } },
    });
    const first = recorder();
    await expect(first.api.resetPassword('tok', 'new-password')).resolves.toBe(false);
    expect(first.actions.at(-1)).toEqual({ type: 'reset/rejected', error: 'This reset link is invalid' });

    mockApi({ 'POST /api/auth/reset-password': { status: 500, text: '' } });
    const second = recorder();
    await second.api.resetPassword('tok', 'new-password');
    expect(second.actions.at(-1)).toEqual({ type: 'reset/rejected', error: 'Failed to reset password' });
  });

  it('clearError, clearResetStatus and expireSession dispatch their transitions', () => {
    const { actions, api } = recorder();
    api.clearError();
    api.clearResetStatus();
    api.expireSession('gone');
    expect(actions).toEqual([
      { type: 'clearError' },
      { type: 'clearResetStatus' },
      { type: 'sessionExpired', message: 'gone' },
    ]);
  });
});
