import { Button, type ButtonProps, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card of /profile that is its own section, named by its heading. */
export const ProfileSection = ({
  titleId,
  title,
  children,
}: {
  titleId: string;
  title: string;
  children: ReactNode;
}) => (
  <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} aria-labelledby={titleId} component="section">
    <Stack gap="md">
      <Title order={2} id={titleId} fz="xl">
        {title}
      </Title>
      {children}
    </Stack>
  </Paper>
);

/** A password asked for again on /profile (the current one unless `autoComplete` says it is a new one). */
export const PasswordEntry = ({
  label,
  value,
  onChange,
  autoComplete = 'current-password',
  required = true,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: 'current-password' | 'new-password';
  required?: boolean;
}) => (
  <PasswordInput
    label={label}
    value={value}
    onChange={(event) => onChange(event.currentTarget.value)}
    autoComplete={autoComplete}
    required={required}
  />
);

/** A form's submit button, saying what is happening while its request runs; `blocked` until it can be sent. */
export const BusySubmit = ({
  busy,
  blocked = false,
  label,
  busyLabel,
  ...button
}: {
  busy: boolean;
  blocked?: boolean;
  label: string;
  busyLabel: string;
} & Pick<ButtonProps, 'color' | 'w'>) => (
  <Button type="submit" {...button} loading={busy} disabled={busy || blocked}>
    {busy ? busyLabel : label}
  </Button>
);
