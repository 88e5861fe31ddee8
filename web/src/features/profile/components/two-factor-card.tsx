import { Anchor, Button, Code, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { StatusMessage } from '@/components/status-message';
import { messageOf } from '@/lib/api-client';
import { profileQueryOptions } from '../api/get-profile';
import {
  disableTwoFactorRequest,
  enableTwoFactorRequest,
  renewRecoveryCodesRequest,
  setupTwoFactorRequest,
} from '../api/two-factor';
import { TWO_FACTOR_CARD_TEXTS as TEXTS } from '../texts';
import { BusySubmit, PasswordEntry, ProfileSection } from './card-parts';
import { CodeInput, groupsOfFour, QrCode } from './two-factor-parts';

export { groupsOfFour };

type Phase =
  | { name: 'off' }
  | { name: 'password' }
  | { name: 'scan'; secret: string; otpauthUrl: string }
  | { name: 'codes'; recoveryCodes: string[]; renewed?: boolean }
  | { name: 'on' }
  | { name: 'turningOff' }
  | { name: 'renewing' };

/**
 * Two-factor sign-in on /profile: off -> Turn on -> password -> the key (QR code, link, key in groups of 4) ->
 * a first code -> the ten recovery codes, shown once -> on; on -> Turn off with the password and a code.
 */
export const TwoFactorCard = ({ enabled }: { enabled: boolean }) => {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>(enabled ? { name: 'on' } : { name: 'off' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** What the last finished change said (turned off), shown beside the Turn on button. */
  const [done, setDone] = useState<string | null>(null);

  const go = (next: Phase) => {
    setPhase(next);
    setPassword('');
    setCode('');
    setProblem(null);
  };
  const refreshProfile = () => queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey });

  /** Runs a request with the busy flag and the error line. */
  const run = async (request: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await request();
    } catch (error) {
      setProblem(messageOf(error, TEXTS.failed));
    } finally {
      setBusy(false);
    }
  };

  const needsCode = (event: FormEvent) => {
    event.preventDefault();
    if (code.length === 6) return false;
    setProblem(TEXTS.codeMissing);
    return true;
  };

  const onPassword = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      const { secret, otpauthUrl } = await setupTwoFactorRequest(password);
      go({ name: 'scan', secret, otpauthUrl });
    });
  };

  const onEnable = (event: FormEvent) => {
    if (needsCode(event)) return;
    return run(async () => {
      const { recoveryCodes } = await enableTwoFactorRequest(code);
      go({ name: 'codes', recoveryCodes });
      await refreshProfile();
    });
  };

  const onDisable = (event: FormEvent) => {
    if (needsCode(event)) return;
    return run(async () => {
      const { message } = await disableTwoFactorRequest(password, code);
      go({ name: 'off' });
      setDone(message);
      await refreshProfile();
    });
  };

  /** New recovery codes with the password or a code (issue 23): the old set stops working. */
  const onRenew = (event: FormEvent) => {
    event.preventDefault();
    if (!password && code.length !== 6) return setProblem(TEXTS.renewMissing);
    return run(async () => {
      const { recoveryCodes } = await renewRecoveryCodesRequest(
        password ? { password, ...(code ? { code } : {}) } : { code },
      );
      go({ name: 'codes', recoveryCodes, renewed: true });
    });
  };

  const cancel = (
    <Button
      variant="subtle"
      onClick={() =>
        go(phase.name === 'turningOff' || phase.name === 'renewing' ? { name: 'on' } : { name: 'off' })
      }
    >
      {TEXTS.cancel}
    </Button>
  );
  /** A step's form: the error line, its fields, then its submit button beside Cancel. */
  const form = (onSubmit: (event: FormEvent) => unknown, children: ReactNode, submit: ReactNode) => (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {problem && <StatusMessage tone="error">{problem}</StatusMessage>}
        {children}
        <Group gap="sm">
          {submit}
          {cancel}
        </Group>
      </Stack>
    </form>
  );

  let body: ReactNode;
  switch (phase.name) {
    case 'off':
      body = (
        <>
          <Text>{TEXTS.introOff}</Text>
          {done ? (
            <StatusMessage tone="success">{done}</StatusMessage>
          ) : (
            <Text fw={600}>{TEXTS.statusOff}</Text>
          )}
          <Button
            w="fit-content"
            onClick={() => {
              setDone(null);
              go({ name: 'password' });
            }}
          >
            {TEXTS.turnOn}
          </Button>
        </>
      );
      break;
    case 'password':
      body = form(
        onPassword,
        <>
          <Text>{TEXTS.introOff}</Text>
          <PasswordEntry label={TEXTS.password} value={password} onChange={setPassword} />
        </>,
        <BusySubmit busy={busy} blocked={!password} label={TEXTS.continue} busyLabel={TEXTS.continueBusy} />,
      );
      break;
    case 'scan':
      body = form(
        onEnable,
        <>
          <Text>{TEXTS.scanIntro}</Text>
          <QrCode text={phase.otpauthUrl} />
          <Anchor href={phase.otpauthUrl} w="fit-content">
            {TEXTS.openInApp}
          </Anchor>
          <Stack gap={4}>
            <Text fw={600} id="two-factor-key-label">
              {TEXTS.setupKey}
            </Text>
            <Code fz="lg" aria-labelledby="two-factor-key-label" data-testid="two-factor-key" w="fit-content">
              {groupsOfFour(phase.secret)}
            </Code>
          </Stack>
          <CodeInput value={code} onChange={setCode} />
        </>,
        <BusySubmit busy={busy} label={TEXTS.enable} busyLabel={TEXTS.enableBusy} />,
      );
      break;
    case 'codes':
      body = (
        <>
          <Title order={3} fz="lg">
            {phase.renewed ? TEXTS.renewedTitle : TEXTS.codesTitle}
          </Title>
          <StatusMessage tone="success">
            {phase.renewed ? TEXTS.renewedIntro : TEXTS.codesIntro}
          </StatusMessage>
          <List
            listStyleType="none"
            spacing={4}
            aria-label={phase.renewed ? TEXTS.renewedTitle : TEXTS.codesTitle}
          >
            {phase.recoveryCodes.map((recoveryCode) => (
              <List.Item key={recoveryCode}>
                <Code fz="md">{recoveryCode}</Code>
              </List.Item>
            ))}
          </List>
          <Button w="fit-content" onClick={() => go({ name: 'on' })}>
            {TEXTS.codesDone}
          </Button>
        </>
      );
      break;
    case 'on':
      body = (
        <>
          <Text fw={600}>{TEXTS.statusOn}</Text>
          <Group gap="sm">
            <Button variant="outline" onClick={() => go({ name: 'renewing' })}>
              {TEXTS.renew}
            </Button>
            <Button variant="outline" onClick={() => go({ name: 'turningOff' })}>
              {TEXTS.turnOff}
            </Button>
          </Group>
        </>
      );
      break;
    case 'renewing':
      body = form(
        onRenew,
        <>
          <Text>{TEXTS.renewIntro}</Text>
          <PasswordEntry
            label={TEXTS.renewPassword}
            value={password}
            onChange={setPassword}
            required={false}
          />
          <CodeInput value={code} onChange={setCode} label={TEXTS.renewCode} required={false} />
        </>,
        <BusySubmit busy={busy} label={TEXTS.renewSubmit} busyLabel={TEXTS.renewBusy} />,
      );
      break;
    case 'turningOff':
      body = form(
        onDisable,
        <>
          <Text>{TEXTS.disableIntro}</Text>
          <PasswordEntry label={TEXTS.disablePassword} value={password} onChange={setPassword} />
          <CodeInput value={code} onChange={setCode} />
        </>,
        <BusySubmit
          busy={busy}
          blocked={!password}
          label={TEXTS.disable}
          busyLabel={TEXTS.disableBusy}
          color="red"
        />,
      );
      break;
  }

  return (
    <ProfileSection titleId="two-factor-title" title={TEXTS.title}>
      {body}
    </ProfileSection>
  );
};
