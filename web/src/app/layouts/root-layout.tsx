import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router-dom';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { paths } from '@/config/paths';
import { onUnauthorized, shouldRedirectToLogin } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { withReturnPath } from '@/lib/return-path';
import { API_TEXTS } from '@/lib/texts';

/** Waits for the page load's session check, and applies the 401 rule to every API call. */
export const RootLayout = () => {
  const { sessionChecked, expireSession } = useAuth();
  const navigate = useNavigate();

  useEffect(
    () =>
      onUnauthorized(() => {
        expireSession(API_TEXTS.sessionExpired);
        const { pathname, search, hash } = window.location;
        if (shouldRedirectToLogin(pathname))
          navigate(paths.login, { replace: true, state: withReturnPath(`${pathname}${search}${hash}`) });
      }),
    [expireSession, navigate],
  );

  if (!sessionChecked) return <FullScreenLoader />;
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
};
