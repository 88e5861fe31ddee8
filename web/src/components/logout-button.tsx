import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { SHELL_TEXTS } from './texts';

/** The one Logout button, in the site header, on the profile and in the call header. */
export const LogoutButton = ({ onClick }: { onClick: () => void }) => (
  <Button variant="outline" leftSection={<IconLogout size={20} aria-hidden="true" />} onClick={onClick}>
    {SHELL_TEXTS.logout}
  </Button>
);
