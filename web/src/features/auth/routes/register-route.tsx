import { Anchor, Group, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { isAcceptableDisplayName } from '#shared/display-name.ts';
import { ACCOUNT_TEXTS } from '#shared/texts.ts';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { returnPathOf, withReturnPath } from '@/lib/return-path';
import { registerAccount } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { EmailField } from '../components/email-field';
import { PasswordField } from '../components/password-field';
import { SubmitButton } from '../components/submit-button';
import { FIELD_TEXTS, REGISTER_TEXTS } from '../texts';
import { firstMissingField, normaliseEmail } from '../validation';

/** Registration: creates the account, signs in with the same credentials, then privacy preferences. */
export const RegisterRoute = () => {
  const { state, login } = useAuth();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The server's rule and words (no web or email address, markup or control characters in a name).
    const problem =
      firstMissingField([
        [FIELD_TEXTS.fullName, name],
        [FIELD_TEXTS.email, email],
        [FIELD_TEXTS.password, password],
      ]) ?? (isAcceptableDisplayName(name.trim()) ? null : ACCOUNT_TEXTS.nameNotAllowed);
    setError(problem);
    if (problem) return;
    const credentials = { email: normaliseEmail(email.trim()), password };
    setBusy(true);
    try {
      await registerAccount({ ...credentials, name: name.trim() });
    } catch (failure) {
      setError(messageOf(failure, REGISTER_TEXTS.failed));
      setBusy(false);
      return;
    }
    setRegistered(true);
    // The visitor-only guard forwards to the return path once signed in: the privacy preferences, or the
    // page that sent the visitor here (an invitation to a family circle, issue 25).
    const next = returnPathOf(location.state) ?? paths.privacyPreferences;
    await navigate(location, { replace: true, state: withReturnPath(next) });
    if (!(await login(credentials))) setBusy(false);
  };

  const shown = error ?? (registered ? state.error : null);
  return (
    <AuthCard
      pageTitle={REGISTER_TEXTS.pageTitle}
      title={REGISTER_TEXTS.title}
      subtitle={REGISTER_TEXTS.subtitle}
    >
      <AuthForm onSubmit={onSubmit} error={shown}>
        <TextInput
          label={FIELD_TEXTS.fullName}
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          required
        />
        <EmailField value={email} onChange={setEmail} />
        <PasswordField
          label={FIELD_TEXTS.password}
          placeholder={FIELD_TEXTS.passwordPlaceholder}
          description={REGISTER_TEXTS.passwordHint}
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          required
        />
        <SubmitButton busy={busy} label={REGISTER_TEXTS.submit} busyLabel={REGISTER_TEXTS.busy} />
      </AuthForm>
      <Group gap={6}>
        <Text>{REGISTER_TEXTS.haveAccount}</Text>
        <Anchor component={Link} to={paths.login} state={location.state} fw={600}>
          {REGISTER_TEXTS.signIn}
        </Anchor>
      </Group>
    </AuthCard>
  );
};
