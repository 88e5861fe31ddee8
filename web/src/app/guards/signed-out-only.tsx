import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { HOME_PATH } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { returnPathOf } from '@/lib/return-path';

/**
 * Screens for visitors (/, /login, /register): a signed-in user is sent to /app, or to the return path
 * in the navigation state (the page that asked them to sign in, or the next step after registering).
 */
export const SignedOutOnly = () => {
  const { state } = useAuth();
  const location = useLocation();
  if (state.isAuthenticated) return <Navigate to={returnPathOf(location.state) ?? HOME_PATH} replace />;
  return <Outlet />;
};
