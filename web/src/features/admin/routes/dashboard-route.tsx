import '@mantine/core/styles/Alert.css';
import { Alert, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_USERS_MAX_LIMIT } from '#shared/constants.ts';
import { usePageTitle } from '@/lib/use-page-title';
import { userListQuery } from '../api/admin-users.ts';
import { ADMIN_TEXTS } from '../texts.ts';

const T = ADMIN_TEXTS.dashboard;

const StatCard = ({ label, value }: { label: string; value: number }) => (
  <Card withBorder padding="lg" radius="md">
    <Text fz="sm" c="dimmed" component="h2">
      {label}
    </Text>
    <Text fz={32} fw={700}>
      {value}
    </Text>
  </Card>
);

/** /admin: Total Users (admins included) and Regular Users (admins excluded), from up to 1000 users. */
export const AdminDashboardRoute = () => {
  usePageTitle(T.heading);
  const stats = useQuery(
    userListQuery({ page: 1, limit: ADMIN_USERS_MAX_LIMIT, role: 'all', transcripts: 'all' }),
  );
  const admins = stats.data?.users.filter((user) => user.isAdmin).length ?? 0;
  return (
    <Stack>
      <Title order={1}>{T.heading}</Title>
      {stats.isPending && <Text role="status">{T.loading}</Text>}
      {stats.isError && (
        <Alert color="red" role="alert">
          {T.loadFailed}
        </Alert>
      )}
      {stats.data && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <StatCard label={T.totalUsers} value={stats.data.total} />
          <StatCard label={T.regularUsers} value={stats.data.total - admins} />
        </SimpleGrid>
      )}
    </Stack>
  );
};
