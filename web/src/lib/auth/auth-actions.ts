import type { Dispatch } from 'react';
import { messageOf } from '../api-client';
import {
  type Credentials,
  forgotPasswordRequest,
  loginRequest,
  loginTwoFactorRequest,
  logoutRequest,
  resetPasswordRequest,
  type SecondFactor,
  type SignInAnswer,
  sessionStatus,
} from './auth-api';
import type { AuthAction } from './auth-reducer';
import { clearDeviceDrafts, setDraftOwner } from './device-drafts';
import { AUTH_STATE_TEXTS } from './texts';

export interface AuthActions {
  /** Resolves true when signed in; false on a wrong password or when the second step (a code) is needed. */
  login(credentials: Credentials): Promise<boolean>;
  /** The second step of sign-in, with the challenge the state holds; resolves true when signed in. */
  verifyTwoFactor(challenge: string, proof: SecondFactor): Promise<boolean>;
  /** Leaves the second step and goes back to the password. */
  cancelTwoFactor(): void;
  checkStatus(): Promise<void>;
  /** Optimistic: signed out at once; the request is sent but not awaited. */
  logout(): void;
  requestPasswordReset(email: string): Promise<void>;
  /**
   * Resolves true when the password was reset (which also signs in). With two-factor sign-in on, the server
   * refuses a reset without `proof` (AUTH_TEXTS.resetCodeRequired) and the screen asks for the code.
   */
  resetPassword(token: string, password: string, proof?: SecondFactor): Promise<boolean>;
  clearError(): void;
  clearResetStatus(): void;
  expireSession(message: string): void;
  /** The signed-in user opened their verification link (the banner goes away). */
  markEmailVerified(): void;
}

/** The side effects of the auth state machine: each call dispatches its pending/fulfilled/rejected steps. */
export const createAuthActions = (dispatch: Dispatch<AuthAction>): AuthActions => {
  /**
   * A request that signs in (the second step, or a password reset): pending, then fulfilled with the user,
   * who now owns the device's drafts, or rejected with the server's reason (else `failed`).
   */
  const signIn = async (
    step: 'twoFactor' | 'reset',
    request: () => Promise<SignInAnswer>,
    failed: string,
  ): Promise<boolean> => {
    dispatch({ type: `${step}/pending` });
    try {
      const { user, token } = await request();
      setDraftOwner(user.id);
      dispatch({ type: `${step}/fulfilled`, user, token });
      return true;
    } catch (error) {
      dispatch({ type: `${step}/rejected`, error: messageOf(error, failed) });
      return false;
    }
  };

  return {
    async login(credentials) {
      dispatch({ type: 'login/pending' });
      try {
        const answer = await loginRequest(credentials);
        if ('twoFactorRequired' in answer) {
          dispatch({ type: 'login/twoFactorRequired', challenge: answer.challenge });
          return false;
        }
        setDraftOwner(answer.user.id);
        dispatch({ type: 'login/fulfilled', user: answer.user, token: answer.token });
        return true;
      } catch (error) {
        dispatch({ type: 'login/rejected', error: messageOf(error, AUTH_STATE_TEXTS.loginFailed) });
        return false;
      }
    },

    verifyTwoFactor: (challenge, proof) =>
      signIn('twoFactor', () => loginTwoFactorRequest(challenge, proof), AUTH_STATE_TEXTS.loginFailed),

    cancelTwoFactor: () => dispatch({ type: 'twoFactor/cancelled' }),

    async checkStatus() {
      dispatch({ type: 'status/pending' });
      try {
        const { user, token } = await sessionStatus();
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

    resetPassword: (token, password, proof) =>
      signIn('reset', () => resetPasswordRequest(token, password, proof), AUTH_STATE_TEXTS.resetFailed),

    clearError: () => dispatch({ type: 'clearError' }),
    clearResetStatus: () => dispatch({ type: 'clearResetStatus' }),
    expireSession: (message) => dispatch({ type: 'sessionExpired', message }),
    markEmailVerified: () => dispatch({ type: 'emailVerified' }),
  };
};
