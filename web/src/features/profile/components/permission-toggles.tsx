import { Stack, Switch } from '@mantine/core';
import { PERMISSION_KEYS, type PermissionKey } from '#shared/constants.ts';
import { PERMISSION_TEXTS } from '#shared/texts.ts';
import type { Permissions } from '../permissions';

interface PermissionTogglesProps {
  value: Permissions;
  onToggle: (key: PermissionKey, granted: boolean) => void;
  disabled?: boolean;
}

/** One switch per privacy permission, each with its description. */
export const PermissionToggles = ({ value, onToggle, disabled }: PermissionTogglesProps) => (
  <Stack gap="lg">
    {PERMISSION_KEYS.map((key) => (
      <Switch
        key={key}
        checked={value[key]}
        onChange={(event) => onToggle(key, event.currentTarget.checked)}
        label={PERMISSION_TEXTS[key].label}
        description={PERMISSION_TEXTS[key].description}
        disabled={disabled}
        size="lg"
        styles={{ label: { fontWeight: 600 }, description: { fontSize: 'var(--mantine-font-size-md)' } }}
      />
    ))}
  </Stack>
);
