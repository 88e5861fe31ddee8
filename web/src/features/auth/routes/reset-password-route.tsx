import { Anchor } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_TEXTS } from '#shared/texts.ts';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useOnLeave } from '@/lib/use-on-leave';
import { AuthCard } from '../components/auth-card';
import { AuthForm, TypedCodeField } from '../components/auth-form';
import { PasswordField } from '../components/password-field';
import { SubmitButton } from '../components/submit-button';
import { FIELD_TEXTS, RESET_TEXTS } from '../texts';
import { resetPasswordError, secondFactorOf } from '../validation';

/**
 * Sets a new password from the emailed link (?token=...); success signs in and goes to /login. An account with
 * two-factor sign-in on is refused without its code: the screen then asks for it (a code from the app or a
 * recovery code) and sends it with the same password.
 */
export const ResetPasswordRoute = () => {
  const { state, resetPassword, clearResetStatus } = useAuth();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  // Read once, then taken out of the address bar (and so out of history, screenshots and shared links).
  const [token] = useState(() => params.get('token'));
  useEffect(() => {
    if (params.has('token')) setParams({}, { replace: true });
  }, [params, setParams]);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [code, setCode] = useState('');
  // Once the server says the account needs its second factor, the field stays (a wrong code keeps it open).
  const [needsCode, setNeedsCode] = useState(false);
  useEffect(() => {
    if (state.error === AUTH_TEXTS.resetCodeRequired) setNeedsCode(true);
  }, [state.error]);
  useOnLeave(clearResetStatus);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const proof = needsCode ? secondFactorOf(code) : undefined;
    const invalid =
      resetPasswordError(password, confirmation, token) ??
      (needsCode && !proof ? RESET_TEXTS.codeMissing : null);
    setProblem(invalid);
    if (invalid || !token) return;
    if (await resetPassword(token, password, proof)) navigate(paths.login, { replace: true });
  };

  const error = problem ?? state.error;
  return (
    <AuthCard pageTitle={RESET_TEXTS.pageTitle} title={RESET_TEXTS.title} subtitle={RESET_TEXTS.subtitle}>
      <AuthForm onSubmit={onSubmit} error={error}>
        <PasswordField
          label={FIELD_TEXTS.newPassword}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          required
        />
        <PasswordField
          label={FIELD_TEXTS.confirmPassword}
          value={confirmation}
          onChange={setConfirmation}
          autoComplete="new-password"
          required
        />
        {needsCode && (
          <TypedCodeField
            label={RESET_TEXTS.codeLabel}
            description={RESET_TEXTS.codeHint}
            value={code}
            onChange={setCode}
            autoComplete="one-time-code"
          />
        )}
        <SubmitButton busy={state.isLoading} label={RESET_TEXTS.submit} busyLabel={RESET_TEXTS.busy} />
      </AuthForm>
      <Anchor component={Link} to={paths.login}>
        {RESET_TEXTS.backToLogin}
      </Anchor>
    </AuthCard>
  );
};
