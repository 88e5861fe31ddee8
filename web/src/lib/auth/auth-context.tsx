import {
  createContext,
  type ReactNode,
  startTransition,
  use,
  useEffect,
  useMemo,
  useReducer,
  useState,
} from 'react';
import { type AuthActions, createAuthActions } from './auth-actions';
import { type AuthState, authReducer, initialAuthState } from './auth-reducer';

export interface AuthContextValue extends AuthActions {
  state: AuthState;
  /** False until the session check of this page load has answered. */
  sessionChecked: boolean;
  /** True after the user logged out themselves (they go to /, not to /login), until the next sign-in. */
  loggedOutByUser: boolean;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Holds the auth state and runs the session check once per page load. */
export const AuthProvider = ({ children }: { children: ReactNode }) => {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  const [sessionChecked, setSessionChecked] = useState(false);
  const [loggedOutByUser, setLoggedOutByUser] = useState(false);
  const actions = useMemo(() => createAuthActions(dispatch), []);

  useEffect(() => {
    // The first screen replaces the loader in a transition: React renders it in slices, so the page load's
    // largest render is no single long task (the main thread stays free for input).
    actions.checkStatus().finally(() => startTransition(() => setSessionChecked(true)));
  }, [actions]);

  if (loggedOutByUser && state.isAuthenticated) setLoggedOutByUser(false);

  const value = useMemo(
    (): AuthContextValue => ({
      ...actions,
      logout: () => {
        setLoggedOutByUser(true);
        actions.logout();
      },
      state,
      sessionChecked,
      loggedOutByUser,
    }),
    [actions, state, sessionChecked, loggedOutByUser],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
};

export const useAuth = (): AuthContextValue => {
  const context = use(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
};
