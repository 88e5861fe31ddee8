import { Anchor, Loader, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { StatusMessage } from '@/components/status-message';
import { HOME_PATH, paths } from '@/config/paths';
import { messageOf } from '@/lib/api-client';
import { verifyEmailRequest } from '@/lib/auth/auth-api';
import { useAuth } from '@/lib/auth/auth-context';
import { AuthCard } from '../components/auth-card';
import { VERIFY_EMAIL_TEXTS } from '../texts';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * Opens the link mailed at registration (?token=...): the token is read once, taken out of the address bar,
 * and spent. Works signed in or not (the link may be opened on another device); a signed-in user is marked
 * verified so the banner goes away.
 */
export const VerifyEmailRoute = () => {
  const { state, markEmailVerified } = useAuth();
  const [params, setParams] = useSearchParams();
  const [token] = useState(() => params.get('token'));
  const [outcome, setOutcome] = useState<Outcome>(
    token ? null : { tone: 'error', text: VERIFY_EMAIL_TEXTS.missingToken },
  );
  const sent = useRef(false);

  useEffect(() => {
    if (params.has('token')) setParams({}, { replace: true });
  }, [params, setParams]);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verifyEmailRequest(token).then(
      ({ message }) => {
        setOutcome({ tone: 'success', text: message });
        markEmailVerified();
      },
      (error: unknown) => setOutcome({ tone: 'error', text: messageOf(error, VERIFY_EMAIL_TEXTS.failed) }),
    );
  }, [token, markEmailVerified]);

  return (
    <AuthCard pageTitle={VERIFY_EMAIL_TEXTS.pageTitle} title={VERIFY_EMAIL_TEXTS.title}>
      <Stack gap="md">
        {outcome ? (
          <StatusMessage tone={outcome.tone}>{outcome.text}</StatusMessage>
        ) : (
          <Stack align="center" gap="xs" role="status">
            <Loader size="sm" aria-hidden="true" />
            {VERIFY_EMAIL_TEXTS.busy}
          </Stack>
        )}
        {outcome &&
          (state.isAuthenticated ? (
            <Anchor component={Link} to={HOME_PATH}>
              {VERIFY_EMAIL_TEXTS.continue}
            </Anchor>
          ) : (
            <Anchor component={Link} to={paths.login}>
              {VERIFY_EMAIL_TEXTS.signIn}
            </Anchor>
          ))}
      </Stack>
    </AuthCard>
  );
};
