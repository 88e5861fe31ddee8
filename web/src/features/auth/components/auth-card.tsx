import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/lib/use-page-title';

interface AuthCardProps {
  pageTitle: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The frame of every account screen: one centred card with a clear heading. */
export const AuthCard = ({ pageTitle, title, subtitle, children }: AuthCardProps) => {
  usePageTitle(pageTitle);
  return (
    <Container size={520} py={{ base: 32, sm: 56 }} px="md">
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={1} fz={{ base: 28, sm: 32 }}>
              {title}
            </Title>
            {subtitle && <Text>{subtitle}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
};
