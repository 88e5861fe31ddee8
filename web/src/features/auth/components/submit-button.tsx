import { Button } from '@mantine/core';

/** The form's main button: its label says what is happening while the request runs. */
export const SubmitButton = ({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) => (
  <Button type="submit" size="lg" fullWidth disabled={busy}>
    {busy ? busyLabel : label}
  </Button>
);
