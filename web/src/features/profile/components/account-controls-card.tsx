import { Paper, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MIN_PASSWORD_LENGTH } from '#shared/constants.ts';
import { StatusMessage } from '@/components/status-message';
import { paths } from '@/config/paths';
import { messageOf } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { changePasswordRequest, deleteAccountRequest } from '../api/account-controls';
import { ACCOUNT_TEXTS } from '../texts';
import { BusySubmit, PasswordEntry } from './card-parts';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

/** One of the card's forms: its heading names it, the intro and the outcome come before its fields. */
const TitledForm = ({
  titleId,
  title,
  intro,
  outcome,
  onSubmit,
  children,
}: {
  titleId: string;
  title: string;
  intro: string;
  outcome: Outcome;
  onSubmit: (event: FormEvent) => unknown;
  children: ReactNode;
}) => (
  <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
    <Stack gap="md">
      <Title order={2} id={titleId} fz="xl">
        {title}
      </Title>
      <Text>{intro}</Text>
      {outcome && <StatusMessage tone={outcome.tone}>{outcome.text}</StatusMessage>}
      {children}
    </Stack>
  </form>
);

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
    <TitledForm
      titleId="change-password-title"
      title={ACCOUNT_TEXTS.passwordTitle}
      intro={ACCOUNT_TEXTS.passwordIntro}
      outcome={outcome}
      onSubmit={onSubmit}
    >
      <PasswordEntry label={ACCOUNT_TEXTS.currentPassword} value={current} onChange={setCurrent} />
      <PasswordEntry
        label={ACCOUNT_TEXTS.newPassword}
        value={next}
        onChange={setNext}
        autoComplete="new-password"
      />
      <PasswordEntry
        label={ACCOUNT_TEXTS.confirmPassword}
        value={confirmation}
        onChange={setConfirmation}
        autoComplete="new-password"
      />
      <BusySubmit
        busy={busy}
        blocked={!current}
        label={ACCOUNT_TEXTS.changeSubmit}
        busyLabel={ACCOUNT_TEXTS.changeBusy}
        w="fit-content"
      />
    </TitledForm>
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
    <TitledForm
      titleId="delete-account-title"
      title={ACCOUNT_TEXTS.deleteTitle}
      intro={ACCOUNT_TEXTS.deleteIntro}
      outcome={problem ? { tone: 'error', text: problem } : null}
      onSubmit={onSubmit}
    >
      <PasswordEntry label={ACCOUNT_TEXTS.deletePassword} value={password} onChange={setPassword} />
      <BusySubmit
        busy={busy}
        blocked={!password}
        label={ACCOUNT_TEXTS.deleteSubmit}
        busyLabel={ACCOUNT_TEXTS.deleteBusy}
        color="red"
        w="fit-content"
      />
    </TitledForm>
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
