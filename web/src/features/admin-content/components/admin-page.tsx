import { Button, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '@/lib/use-page-title';

interface AdminPageProps {
  title: string;
  /** Buttons at the right of the heading. */
  actions?: ReactNode;
  back?: { to: string; label: string };
  children: ReactNode;
}

/** One admin content screen: an optional back link, the heading with its actions, then the content. */
export const AdminPage = ({ title, actions, back, children }: AdminPageProps) => {
  usePageTitle(title);
  return (
    <Stack gap="lg">
      {back && (
        <Group>
          <Button
            component={Link}
            to={back.to}
            variant="subtle"
            leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
          >
            {back.label}
          </Button>
        </Group>
      )}
      <Group justify="space-between" align="center" gap="md">
        <Title order={1}>{title}</Title>
        {actions && <Group gap="sm">{actions}</Group>}
      </Group>
      {children}
    </Stack>
  );
};
