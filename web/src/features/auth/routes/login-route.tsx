import { Anchor, Group, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useOnLeave } from '@/lib/use-on-leave';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { EmailField } from '../components/email-field';
import { PasswordField } from '../components/password-field';
import { SubmitButton } from '../components/submit-button';
import { TwoFactorStep } from '../components/two-factor-step';
import { FIELD_TEXTS, LOGIN_TEXTS } from '../texts';
import { firstMissingField, normaliseEmail } from '../validation';

/** Sign-in (then the code, when two-factor sign-in is on). On success the visitor-only guard sends the user on to /app (or back where they came from). */
export const LoginRoute = () => {
  const { state, login, clearError, cancelTwoFactor } = useAuth();
  // A return path (the page that asked the visitor to sign in) goes along to registration too.
  const returnState = useLocation().state;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  // Leaving the screen drops an error and a second step left half-way (a return starts with the password).
  useOnLeave(() => {
    clearError();
    cancelTwoFactor();
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = firstMissingField([
      [FIELD_TEXTS.email, email],
      [FIELD_TEXTS.password, password],
    ]);
    setMissing(problem);
    if (problem) return;
    await login({ email: normaliseEmail(email.trim()), password });
  };

  // A right password with two-factor sign-in on: the code is asked for before any session opens.
  if (state.twoFactorChallenge) return <TwoFactorStep challenge={state.twoFactorChallenge} />;

  const error = missing ?? state.error;
  return (
    <AuthCard pageTitle={LOGIN_TEXTS.pageTitle} title={LOGIN_TEXTS.title} subtitle={LOGIN_TEXTS.subtitle}>
      <AuthForm onSubmit={onSubmit} error={error}>
        <EmailField value={email} onChange={setEmail} />
        <PasswordField
          label={FIELD_TEXTS.password}
          placeholder={FIELD_TEXTS.passwordPlaceholder}
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          required
        />
        <Anchor component={Link} to={paths.forgotPassword} style={{ alignSelf: 'flex-start' }}>
          {LOGIN_TEXTS.forgotPassword}
        </Anchor>
        <SubmitButton busy={state.isLoading} label={LOGIN_TEXTS.submit} busyLabel={LOGIN_TEXTS.busy} />
      </AuthForm>
      <Stack gap="xs">
        <Group gap={6}>
          <Text>{LOGIN_TEXTS.noAccount}</Text>
          <Anchor component={Link} to={paths.register} state={returnState} fw={600}>
            {LOGIN_TEXTS.register}
          </Anchor>
        </Group>
        <Anchor component={Link} to={paths.landing}>
          {LOGIN_TEXTS.backHome}
        </Anchor>
      </Stack>
    </AuthCard>
  );
};
