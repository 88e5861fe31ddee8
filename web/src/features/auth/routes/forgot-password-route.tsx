import { Anchor, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useOnLeave } from '@/lib/use-on-leave';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { EmailField } from '../components/email-field';
import { SubmitButton } from '../components/submit-button';
import { FORGOT_TEXTS } from '../texts';
import { normaliseEmail } from '../validation';

/** Asks for a reset link; an empty email is quietly not sent. */
export const ForgotPasswordRoute = () => {
  const { state, requestPasswordReset, clearResetStatus } = useAuth();
  const [email, setEmail] = useState('');
  useOnLeave(clearResetStatus);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const address = normaliseEmail(email.trim());
    if (!address) return;
    await requestPasswordReset(address);
  };

  return (
    <AuthCard pageTitle={FORGOT_TEXTS.pageTitle} title={FORGOT_TEXTS.title} subtitle={FORGOT_TEXTS.subtitle}>
      {state.resetEmailSent ? (
        <StatusMessage tone="success">
          <Text fw={600}>{FORGOT_TEXTS.sent}</Text>
          <Text>{FORGOT_TEXTS.spamHint}</Text>
        </StatusMessage>
      ) : (
        <AuthForm onSubmit={onSubmit} error={state.error}>
          <EmailField value={email} onChange={setEmail} />
          <SubmitButton busy={state.isLoading} label={FORGOT_TEXTS.submit} busyLabel={FORGOT_TEXTS.busy} />
        </AuthForm>
      )}
      <Anchor component={Link} to={paths.login}>
        {FORGOT_TEXTS.backToLogin}
      </Anchor>
    </AuthCard>
  );
};
