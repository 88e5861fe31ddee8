import type { Dispatch } from 'react';
import { messageOf } from '../api-client';
import {
  type Credentials,
  forgotPasswordRequest,
  loginRequest,
  logoutRequest,
  resetPasswordRequest,
  statusRequest,
} from './auth-api';
import type { AuthAction } from './auth-reducer';
import { clearDeviceDrafts, setDraftOwner } from './device-drafts';
import { AUTH_STATE_TEXTS } from './texts';

export interface AuthActions {
  /** Resolves true when signed in. */
  login(credentials: Credentials): Promise<boolean>;
  checkStatus(): Promise<void>;
  /** Optimistic: signed out at once; the request is sent but not awaited. */
  logout(): void;
  requestPasswordReset(email: string): Promise<void>;
  /** Resolves true when the password was reset (which also signs in). */
  resetPassword(token: string, password: string): Promise<boolean>;
  clearError(): void;
  clearResetStatus(): void;
  expireSession(message: string): void;
  /** The signed-in user opened their verification link (the banner goes away). */
  markEmailVerified(): void;
}

/** The side effects of the auth state machine: each call dispatches its pending/fulfilled/rejected steps. */
export const createAuthActions = (dispatch: Dispatch<AuthAction>): AuthActions => ({
  async login(credentials) {
    dispatch({ type: 'login/pending' });
    try {
      const { user, token } = await loginRequest(credentials);
      setDraftOwner(user.id);
      dispatch({ type: 'login/fulfilled', user, token });
      return true;
    } catch (error) {
      dispatch({ type: 'login/rejected', error: messageOf(error, AUTH_STATE_TEXTS.loginFailed) });
      return false;
    }
  },

  async checkStatus() {
    dispatch({ type: 'status/pending' });
    try {
      const { user, token } = await statusRequest();
      setDraftOwner(user.id);
      dispatch({ type: 'status/fulfilled', user, token });
    } catch {
      dispatch({ type: 'status/rejected' });
    }
  },

  logout() {
    // Unsaved drafts stay on a shared device no longer than the session that wrote them.
    clearDeviceDrafts();
    setDraftOwner(null);
    dispatch({ type: 'logout' });
    logoutRequest().catch((error: unknown) => console.error('Logout request failed', error));
  },

  async requestPasswordReset(email) {
    dispatch({ type: 'resetRequest/pending' });
    try {
      await forgotPasswordRequest(email);
      dispatch({ type: 'resetRequest/fulfilled' });
    } catch (error) {
      dispatch({
        type: 'resetRequest/rejected',
        error: messageOf(error, AUTH_STATE_TEXTS.resetRequestFailed),
      });
    }
  },

  async resetPassword(token, password) {
    dispatch({ type: 'reset/pending' });
    try {
      const { user, token: sessionToken } = await resetPasswordRequest(token, password);
      setDraftOwner(user.id);
      dispatch({ type: 'reset/fulfilled', user, token: sessionToken });
      return true;
    } catch (error) {
      dispatch({ type: 'reset/rejected', error: messageOf(error, AUTH_STATE_TEXTS.resetFailed) });
      return false;
    }
  },

  clearError: () => dispatch({ type: 'clearError' }),
  clearResetStatus: () => dispatch({ type: 'clearResetStatus' }),
  expireSession: (message) => dispatch({ type: 'sessionExpired', message }),
  markEmailVerified: () => dispatch({ type: 'emailVerified' }),
});
