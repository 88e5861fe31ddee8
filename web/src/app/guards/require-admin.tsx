import { Navigate, Outlet } from 'react-router-dom';
import { HOME_PATH } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';

/** Any /admin path needs a signed-in administrator; everyone else is sent to /app. */
export const RequireAdmin = () => {
  const { state } = useAuth();
  if (!state.isAuthenticated || !state.user?.isAdmin) return <Navigate to={HOME_PATH} replace />;
  return <Outlet />;
};
