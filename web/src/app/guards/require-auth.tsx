import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { withReturnPath } from '@/lib/return-path';

/**
 * Screens for signed-in users: visitors go to /login and come back here after signing in; a user who just
 * logged out goes to the landing page.
 */
export const RequireAuth = () => {
  const { state, loggedOutByUser } = useAuth();
  const location = useLocation();
  if (loggedOutByUser && !state.isAuthenticated) return <Navigate to={paths.landing} replace />;
  if (!state.isAuthenticated) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login} state={withReturnPath(from)} replace />;
  }
  return <Outlet />;
};
