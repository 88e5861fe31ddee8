import { Alert, Anchor, Container, Stack, Title } from '@mantine/core';
import { Link, Navigate, Outlet } from 'react-router-dom';
import { GENERIC_ERRORS } from '#shared/texts.ts';
import { HOME_PATH, paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';

/**
 * Any /admin path needs a signed-in administrator; everyone else is sent to /app. An administrator without
 * two-factor sign-in is told to turn it on (the server answers every admin route with 403 until then).
 */
export const RequireAdmin = () => {
  const { state } = useAuth();
  if (!state.isAuthenticated || !state.user?.isAdmin) return <Navigate to={HOME_PATH} replace />;
  if (!state.user.twoFactorEnabled)
    return (
      <Container size="sm" py="xl">
        <Stack>
          <Title order={1}>Admin</Title>
          <Alert color="blue" title="Two-factor sign-in needed">
            {GENERIC_ERRORS.adminNeedsTwoFactor}
          </Alert>
          <Anchor component={Link} to={paths.profile}>
            Go to your profile to turn it on
          </Anchor>
        </Stack>
      </Container>
    );
  return <Outlet />;
};
