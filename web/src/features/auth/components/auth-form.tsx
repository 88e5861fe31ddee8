import { Stack, TextInput } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { StatusMessage } from '@/components/status-message';

/** An account screen's form: what it asks (`intro`), then the error, when there is one, above its fields. */
export const AuthForm = ({
  onSubmit,
  error,
  intro,
  children,
}: {
  onSubmit: (event: FormEvent) => unknown;
  error: string | null | undefined;
  intro?: ReactNode;
  children: ReactNode;
}) => (
  <form onSubmit={onSubmit} noValidate>
    <Stack gap="md">
      {intro}
      {error && <StatusMessage tone="error">{error}</StatusMessage>}
      {children}
    </Stack>
  </form>
);

/**
 * A code typed as it stands (a recovery code, or either kind of code), taken as written: no capitals forced,
 * no spelling checked; it has the focus as it appears.
 */
export const TypedCodeField = ({
  label,
  description,
  value,
  onChange,
  autoComplete,
}: {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'off' | 'one-time-code';
}) => (
  <TextInput
    label={label}
    description={description}
    value={value}
    onChange={(event) => onChange(event.currentTarget.value)}
    autoComplete={autoComplete}
    autoCapitalize="none"
    spellCheck={false}
    required
    data-autofocus
  />
);
