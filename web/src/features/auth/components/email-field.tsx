import { TextInput } from '@mantine/core';
import { FIELD_TEXTS } from '../texts';
import { normaliseEmail } from '../validation';

/** The email input of every auth form: lowercased as it is typed (part A §5). */
export const EmailField = ({ value, onChange }: { value: string; onChange: (email: string) => void }) => (
  <TextInput
    label={FIELD_TEXTS.email}
    type="email"
    autoComplete="email"
    value={value}
    onChange={(event) => onChange(normaliseEmail(event.currentTarget.value))}
    required
  />
);
