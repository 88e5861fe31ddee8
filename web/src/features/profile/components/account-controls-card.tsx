import { Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MIN_PASSWORD_LENGTH } from '#shared/constants.ts';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { changePasswordRequest, deleteAccountRequest } from '../api/account-controls';
import { ACCOUNT_TEXTS } from '../texts';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** Change password: the current one, then the new one twice (checked here as on the reset screen). */
const ChangePasswordForm = () => {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid =
      next !== confirmation
        ? ACCOUNT_TEXTS.passwordsDoNotMatch
        : next.length < MIN_PASSWORD_LENGTH
          ? ACCOUNT_TEXTS.passwordTooShort
          : null;
    if (invalid) return setOutcome({ tone: 'error', text: invalid });
    setBusy(true);
    try {
      const { message } = await changePasswordRequest(current, next);
      setOutcome({ tone: 'success', text: message });
      setCurrent('');
      setNext('');
      setConfirmation('');
    } catch (error) {
      setOutcome({ tone: 'error', text: messageOf(error, ACCOUNT_TEXTS.changeFailed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="change-password-title">
      <Stack gap="md">
        <Title order={2} id="change-password-title" fz="xl">
          {ACCOUNT_TEXTS.passwordTitle}
        </Title>
        <Text>{ACCOUNT_TEXTS.passwordIntro}</Text>
        {outcome && <StatusMessage tone={outcome.tone}>{outcome.text}</StatusMessage>}
        <PasswordInput
          label={ACCOUNT_TEXTS.currentPassword}
          value={current}
          onChange={(event) => setCurrent(event.currentTarget.value)}
          autoComplete="current-password"
          required
        />
        <PasswordInput
          label={ACCOUNT_TEXTS.newPassword}
          value={next}
          onChange={(event) => setNext(event.currentTarget.value)}
          autoComplete="new-password"
          required
        />
        <PasswordInput
          label={ACCOUNT_TEXTS.confirmPassword}
          value={confirmation}
          onChange={(event) => setConfirmation(event.currentTarget.value)}
          autoComplete="new-password"
          required
        />
        <Button type="submit" loading={busy} disabled={busy || !current} w="fit-content">
          {busy ? ACCOUNT_TEXTS.changeBusy : ACCOUNT_TEXTS.changeSubmit}
        </Button>
      </Stack>
    </form>
  );
};

/** Delete my account: the password again, then everything goes and the user is signed out. */
const DeleteAccountForm = () => {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await deleteAccountRequest(password);
      logout();
      navigate(paths.landing, { replace: true });
    } catch (error) {
      setProblem(messageOf(error, ACCOUNT_TEXTS.deleteFailed));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="delete-account-title">
      <Stack gap="md">
        <Title order={2} id="delete-account-title" fz="xl">
          {ACCOUNT_TEXTS.deleteTitle}
        </Title>
        <Text>{ACCOUNT_TEXTS.deleteIntro}</Text>
        {problem && <StatusMessage tone="error">{problem}</StatusMessage>}
        <PasswordInput
          label={ACCOUNT_TEXTS.deletePassword}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          autoComplete="current-password"
          required
        />
        <Button type="submit" color="red" loading={busy} disabled={busy || !password} w="fit-content">
          {busy ? ACCOUNT_TEXTS.deleteBusy : ACCOUNT_TEXTS.deleteSubmit}
        </Button>
      </Stack>
    </form>
  );
};

export const AccountControlsCard = () => (
  <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
    <Stack gap={48}>
      <ChangePasswordForm />
      <DeleteAccountForm />
    </Stack>
  </Paper>
);
