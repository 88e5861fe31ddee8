import { Anchor, Button, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { TWO_FACTOR_LOGIN_TEXTS as TEXTS } from '../texts';
import { AuthCard } from './auth-card';
import { AuthForm, TypedCodeField } from './auth-form';
import { SubmitButton } from './submit-button';

/**
 * The second step of sign-in when two-factor sign-in is on: the 6-digit code from the authenticator app, or
 * (after the switch) one recovery code. The session opens only once the server accepts it.
 */
export const TwoFactorStep = ({ challenge }: { challenge: string }) => {
  const { state, verifyTwoFactor, cancelTwoFactor } = useAuth();
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [missing, setMissing] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = useRecovery
      ? recoveryCode.trim()
        ? null
        : TEXTS.recoveryMissing
      : /^\d{6}$/.test(code)
        ? null
        : TEXTS.codeMissing;
    setMissing(problem);
    if (problem) return;
    await verifyTwoFactor(challenge, useRecovery ? { recoveryCode: recoveryCode.trim() } : { code });
  };

  const switchMode = () => {
    setUseRecovery((value) => !value);
    setMissing(null);
  };

  const error = missing ?? state.error;
  return (
    <AuthCard pageTitle={TEXTS.pageTitle} title={TEXTS.title}>
      <AuthForm
        onSubmit={onSubmit}
        error={error}
        intro={<Text>{useRecovery ? TEXTS.recoveryPrompt : TEXTS.codePrompt}</Text>}
      >
        {useRecovery ? (
          <TypedCodeField
            key="recovery"
            label={TEXTS.recoveryLabel}
            value={recoveryCode}
            onChange={setRecoveryCode}
            autoComplete="off"
          />
        ) : (
          <TextInput
            key="code"
            label={TEXTS.codeLabel}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            data-autofocus
          />
        )}
        <Anchor component="button" type="button" onClick={switchMode} style={{ alignSelf: 'flex-start' }}>
          {useRecovery ? TEXTS.useCode : TEXTS.useRecovery}
        </Anchor>
        <SubmitButton busy={state.isLoading} label={TEXTS.submit} busyLabel={TEXTS.busy} />
        <Button variant="subtle" onClick={cancelTwoFactor} w="fit-content">
          {TEXTS.back}
        </Button>
      </AuthForm>
    </AuthCard>
  );
};
