import { describe, expect, it } from 'vitest';
import { aUser } from '@/test/mock-api';
import { type AuthState, authReducer, initialAuthState } from './auth-reducer';

const user = aUser();
const signedIn: AuthState = { ...initialAuthState, user, isAuthenticated: true, isLoading: false };
const idle: AuthState = { ...initialAuthState, isLoading: false };
/** Between a right password and the code of a two-factor sign-in. */
const waiting: AuthState = { ...idle, twoFactorChallenge: 'ch-1' };

describe('auth reducer', () => {
  it('starts with no user, not authenticated, loading, no error and no reset email sent', () => {
    expect(initialAuthState).toEqual({
      user: null,
      token: null,
      isAuthenticated: false,
      isLoading: true,
      error: null,
      resetEmailSent: false,
      twoFactorChallenge: null,
    });
  });

  it.each([
    { type: 'login/pending', from: idle, error: 'old' },
    { type: 'twoFactor/pending', from: waiting, error: 'x' },
    { type: 'resetRequest/pending', from: idle, error: 'x' },
    { type: 'reset/pending', from: idle, error: 'x' },
  ] as const)('$type turns loading on and clears the error, keeping the rest', ({ type, from, error }) => {
    expect(authReducer({ ...from, error }, { type })).toEqual({ ...from, isLoading: true, error: null });
  });

  describe('login', () => {
    it('success stores the user, authenticates and stops loading', () => {
      const next = authReducer({ ...idle, isLoading: true }, { type: 'login/fulfilled', user });
      expect(next).toEqual({ ...idle, user, isAuthenticated: true, isLoading: false, token: null });
    });

    it('success stores the token when the answer has one', () => {
      expect(authReducer(idle, { type: 'login/fulfilled', user, token: 't-1' }).token).toBe('t-1');
    });

    it('failure stops loading and sets the error', () => {
      const next = authReducer(
        { ...idle, isLoading: true },
        { type: 'login/rejected', error: 'Invalid email' },
      );
      expect(next).toEqual({ ...idle, isLoading: false, error: 'Invalid email' });
    });

    it('failure without a message falls back to "Login failed"', () => {
      expect(authReducer(idle, { type: 'login/rejected' }).error).toBe('Login failed');
    });
  });

  describe('two-factor sign-in', () => {
    it('a right password with two-factor on stops loading and holds the challenge, still signed out', () => {
      const next = authReducer(
        { ...idle, isLoading: true, error: 'old' },
        { type: 'login/twoFactorRequired', challenge: 'ch-1' },
      );
      expect(next).toEqual({ ...idle, twoFactorChallenge: 'ch-1' });
    });

    it('success signs in and drops the challenge', () => {
      const next = authReducer({ ...waiting, isLoading: true }, { type: 'twoFactor/fulfilled', user });
      expect(next).toEqual({ ...idle, user, isAuthenticated: true, twoFactorChallenge: null });
    });

    it('failure stops loading, sets the error and keeps the challenge for another try', () => {
      const next = authReducer(
        { ...waiting, isLoading: true },
        { type: 'twoFactor/rejected', error: 'Wrong code' },
      );
      expect(next).toEqual({ ...waiting, error: 'Wrong code' });
      expect(authReducer(waiting, { type: 'twoFactor/rejected' }).error).toBe('Login failed');
    });

    it('cancelling drops the challenge and the error (back to the password)', () => {
      expect(authReducer({ ...waiting, error: 'x' }, { type: 'twoFactor/cancelled' })).toEqual(idle);
    });

    it('logout drops a challenge too', () => {
      expect(authReducer(waiting, { type: 'logout' }).twoFactorChallenge).toBeNull();
    });
  });

  describe('status check', () => {
    it('pending turns loading on', () => {
      expect(authReducer(idle, { type: 'status/pending' }).isLoading).toBe(true);
    });

    it('success authenticates with the user (and token if present)', () => {
      const next = authReducer(initialAuthState, { type: 'status/fulfilled', user, token: 't-2' });
      expect(next).toEqual({ ...idle, user, token: 't-2', isAuthenticated: true });
    });

    it('failure leaves the user signed out without showing an error', () => {
      const next = authReducer(initialAuthState, { type: 'status/rejected' });
      expect(next).toEqual({ ...idle, user: null, isAuthenticated: false, error: null });
    });
  });

  it('logout signs out at once: no user, not authenticated, not loading, no error', () => {
    const next = authReducer({ ...signedIn, token: 't', error: 'x', isLoading: true }, { type: 'logout' });
    expect(next).toEqual({
      ...idle,
      user: null,
      token: null,
      isAuthenticated: false,
      isLoading: false,
      error: null,
    });
  });

  describe('password reset request', () => {
    it('success stops loading and records that the email was sent', () => {
      const next = authReducer({ ...idle, isLoading: true }, { type: 'resetRequest/fulfilled' });
      expect(next).toEqual({ ...idle, isLoading: false, resetEmailSent: true });
    });

    it('failure sets the error, "Password reset request failed" by default', () => {
      expect(authReducer(idle, { type: 'resetRequest/rejected', error: 'Too many' }).error).toBe('Too many');
      const next = authReducer({ ...idle, isLoading: true }, { type: 'resetRequest/rejected' });
      expect(next).toEqual({ ...idle, isLoading: false, error: 'Password reset request failed' });
    });
  });

  describe('password reset', () => {
    it('success stores user and token and authenticates', () => {
      const next = authReducer({ ...idle, isLoading: true }, { type: 'reset/fulfilled', user, token: 't-3' });
      expect(next).toEqual({ ...idle, user, token: 't-3', isAuthenticated: true, isLoading: false });
    });

    it('failure sets the error, "Password reset failed" by default', () => {
      expect(authReducer(idle, { type: 'reset/rejected', error: 'Expired' }).error).toBe('Expired');
      expect(authReducer(idle, { type: 'reset/rejected' })).toEqual({
        ...idle,
        error: 'Password reset failed',
      });
    });
  });

  it('clearError clears only the error', () => {
    const state = { ...signedIn, error: 'x', resetEmailSent: true };
    expect(authReducer(state, { type: 'clearError' })).toEqual({ ...state, error: null });
  });

  it('clearResetStatus clears the email-sent flag and the error', () => {
    const state = { ...idle, error: 'x', resetEmailSent: true };
    expect(authReducer(state, { type: 'clearResetStatus' })).toEqual({
      ...idle,
      error: null,
      resetEmailSent: false,
    });
  });

  it('an expired session signs out and keeps the message to show', () => {
    const next = authReducer(signedIn, {
      type: 'sessionExpired',
      message: 'Authentication expired. Please log in again.',
    });
    expect(next).toEqual({ ...idle, error: 'Authentication expired. Please log in again.' });
  });
});
