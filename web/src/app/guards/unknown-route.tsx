import { Navigate } from 'react-router-dom';
import { PageNotFound } from '@/components/page-not-found';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';

/** Any other path: visitors are sent to /login, signed-in users see Page Not Found. */
export const UnknownRoute = () => {
  const { state } = useAuth();
  if (!state.isAuthenticated) return <Navigate to={paths.login} replace />;
  return <PageNotFound />;
};
