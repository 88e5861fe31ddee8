import '@mantine/core/styles/Badge.css';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandGmail, IconBrandInstagram } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageIntro } from '@/components/page-intro';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { CONNECT_ACCOUNTS_TEXTS, CONNECT_PAGE_TEXTS as T } from '../texts.ts';

const AccountCard = ({
  icon,
  name,
  badge,
  text,
  action,
}: {
  icon: ReactNode;
  name: string;
  badge?: string;
  text: string;
  action: ReactNode;
}) => (
  <Card component="li" withBorder padding="lg" radius="md">
    <Stack gap="sm" h="100%">
      <Group justify="space-between" align="center" gap="xs">
        <Group gap="sm">
          {icon}
          <Title order={2} fz="h3">
            {name}
          </Title>
        </Group>
        {badge && (
          <Badge variant="light" color="gray" size="lg">
            {badge}
          </Badge>
        )}
      </Group>
      <Text>{text}</Text>
      <Group mt="auto" pt="sm">
        {action}
      </Group>
    </Stack>
  </Card>
);

/** /app/connect-accounts: Gmail is available, Instagram is coming soon (spec part B §2 "Connect accounts"). */
export const ConnectAccountsRoute = () => {
  return (
    <PageShell pageTitle={T.title} gap="xl">
      <PageIntro title={T.title} intro={T.intro} gap={4} />
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2 }}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        <AccountCard
          icon={<IconBrandGmail size={32} aria-hidden="true" />}
          name={CONNECT_ACCOUNTS_TEXTS.gmail}
          text={T.gmailText}
          action={
            <Button component={Link} to={paths.gmailIntegration}>
              {T.gmailAction}
            </Button>
          }
        />
        <AccountCard
          icon={<IconBrandInstagram size={32} aria-hidden="true" />}
          name={CONNECT_ACCOUNTS_TEXTS.instagram}
          badge={CONNECT_ACCOUNTS_TEXTS.comingSoon}
          text={T.instagramText}
          action={
            <Button disabled aria-label={T.comingSoonLabel}>
              {CONNECT_ACCOUNTS_TEXTS.comingSoon}
            </Button>
          }
        />
      </SimpleGrid>
    </PageShell>
  );
};
