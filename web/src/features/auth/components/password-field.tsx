import { PasswordInput } from '@mantine/core';
import { useState } from 'react';
import { FIELD_TEXTS } from '../texts';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  placeholder?: string;
  description?: string;
  required?: boolean;
}

/** A password input whose Show password / Hide password toggle is a real, keyboard-reachable button. */
export const PasswordField = ({
  label,
  value,
  onChange,
  autoComplete,
  placeholder,
  description,
  required,
}: PasswordFieldProps) => {
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      label={label}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      autoComplete={autoComplete}
      placeholder={placeholder}
      description={description}
      required={required}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': visible ? FIELD_TEXTS.hidePassword : FIELD_TEXTS.showPassword,
        'aria-pressed': undefined,
        title: visible ? FIELD_TEXTS.hidePassword : FIELD_TEXTS.showPassword,
      }}
    />
  );
};
