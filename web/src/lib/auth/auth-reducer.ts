import type { PublicUser } from '#shared/schemas/user.ts';
import { AUTH_STATE_TEXTS } from './texts';

export type AuthUser = PublicUser;

/** Auth state exactly as spec part A §3. */
export interface AuthState {
  user: AuthUser | null;
  token: string | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
  resetEmailSent: boolean;
  /** Set between a right password and the code when two-factor sign-in is on: the second step's challenge. */
  twoFactorChallenge: string | null;
}

export const initialAuthState: AuthState = {
  user: null,
  token: null,
  isAuthenticated: false,
  isLoading: true,
  error: null,
  resetEmailSent: false,
  twoFactorChallenge: null,
};

interface SignedIn {
  user: AuthUser;
  token?: string;
}

export type AuthAction =
  | { type: 'login/pending' }
  | ({ type: 'login/fulfilled' } & SignedIn)
  | { type: 'login/rejected'; error?: string }
  | { type: 'login/twoFactorRequired'; challenge: string }
  | { type: 'twoFactor/pending' }
  | ({ type: 'twoFactor/fulfilled' } & SignedIn)
  | { type: 'twoFactor/rejected'; error?: string }
  | { type: 'twoFactor/cancelled' }
  | { type: 'status/pending' }
  | ({ type: 'status/fulfilled' } & SignedIn)
  | { type: 'status/rejected' }
  | { type: 'logout' }
  | { type: 'resetRequest/pending' }
  | { type: 'resetRequest/fulfilled' }
  | { type: 'resetRequest/rejected'; error?: string }
  | { type: 'reset/pending' }
  | ({ type: 'reset/fulfilled' } & SignedIn)
  | { type: 'reset/rejected'; error?: string }
  | { type: 'clearError' }
  | { type: 'clearResetStatus' }
  | { type: 'sessionExpired'; message: string }
  | { type: 'emailVerified' };

const signedIn = (state: AuthState, { user, token }: SignedIn): AuthState => ({
  ...state,
  isLoading: false,
  isAuthenticated: true,
  user,
  token: token ?? state.token,
  twoFactorChallenge: null,
});

const signedOut = (state: AuthState): AuthState => ({
  ...state,
  user: null,
  token: null,
  isAuthenticated: false,
  isLoading: false,
  twoFactorChallenge: null,
});

/** The auth state machine of spec part A §4, as a pure function. */
export const authReducer = (state: AuthState, action: AuthAction): AuthState => {
  switch (action.type) {
    case 'login/pending':
    case 'twoFactor/pending':
    case 'resetRequest/pending':
    case 'reset/pending':
      return { ...state, isLoading: true, error: null };
    case 'login/fulfilled':
    case 'twoFactor/fulfilled':
    case 'status/fulfilled':
    case 'reset/fulfilled':
      return signedIn(state, action);
    case 'login/rejected':
      return { ...state, isLoading: false, error: action.error || AUTH_STATE_TEXTS.loginFailed };
    case 'login/twoFactorRequired':
      return { ...state, isLoading: false, error: null, twoFactorChallenge: action.challenge };
    case 'twoFactor/rejected':
      return { ...state, isLoading: false, error: action.error || AUTH_STATE_TEXTS.loginFailed };
    case 'twoFactor/cancelled':
      return { ...state, isLoading: false, error: null, twoFactorChallenge: null };
    case 'status/pending':
      return { ...state, isLoading: true };
    case 'status/rejected':
      return { ...signedOut(state), error: null };
    case 'logout':
      return { ...signedOut(state), error: null };
    case 'resetRequest/fulfilled':
      return { ...state, isLoading: false, resetEmailSent: true };
    case 'resetRequest/rejected':
      return { ...state, isLoading: false, error: action.error || AUTH_STATE_TEXTS.resetRequestFailed };
    case 'reset/rejected':
      return { ...state, isLoading: false, error: action.error || AUTH_STATE_TEXTS.resetFailed };
    case 'clearError':
      return { ...state, error: null };
    case 'clearResetStatus':
      return { ...state, resetEmailSent: false, error: null };
    case 'sessionExpired':
      return { ...signedOut(state), error: action.message };
    case 'emailVerified':
      return state.user ? { ...state, user: { ...state.user, emailVerified: true } } : state;
  }
};
