import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Combobox.css';
import { Badge, Button, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ADMIN_USERS_PAGE_SIZE, type UserRoleFilter, type UserTranscriptFilter } from '#shared/constants.ts';
import { TableHead } from '@/components/table-head';
import { usePageTitle } from '@/lib/use-page-title';
import { type AdminUserRow, userListQuery } from '../api/admin-users.ts';
import { LoadError } from '../components/load-error.tsx';
import { ADMIN_TEXTS } from '../texts.ts';

const T = ADMIN_TEXTS.users;

const ROLE_OPTIONS = [
  { value: 'all', label: T.roleAll },
  { value: 'admins', label: T.roleAdmins },
  { value: 'users', label: T.roleUsers },
];
const TRANSCRIPT_OPTIONS = [
  { value: 'all', label: T.transcriptsAll },
  { value: 'public', label: T.transcriptsPublic },
  { value: 'private', label: T.transcriptsPrivate },
];

const localDate = (iso: string) => new Date(iso).toLocaleDateString();

const UserRow = ({ user, onOpen }: { user: AdminUserRow; onOpen: () => void }) => (
  <Table.Tr
    onClick={onOpen}
    onKeyDown={(event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onOpen();
      }
    }}
    tabIndex={0}
    style={{ cursor: 'pointer' }}
    aria-label={user.email}
  >
    <Table.Td>{user.name || T.notAvailable}</Table.Td>
    <Table.Td>{user.email}</Table.Td>
    <Table.Td>{localDate(user.createdAt)}</Table.Td>
    <Table.Td>
      <Badge color={user.isAdmin ? 'grape.9' : 'gray.8'} variant="filled">
        {user.isAdmin ? T.admin : T.user}
      </Badge>
    </Table.Td>
    <Table.Td>
      <Badge color={user.grantedPermissions.canSeeTranscripts ? 'teal.9' : 'gray.8'} variant="filled">
        {user.grantedPermissions.canSeeTranscripts ? T.public : T.private}
      </Badge>
    </Table.Td>
  </Table.Tr>
);

/** /admin/users: the users table, filtered on the server, 50 a page with 'Page X of Y'. */
export const AdminUsersRoute = () => {
  usePageTitle(T.heading);
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [role, setRole] = useState<UserRoleFilter>('all');
  const [transcripts, setTranscripts] = useState<UserTranscriptFilter>('all');
  const users = useQuery({
    ...userListQuery({ page, limit: ADMIN_USERS_PAGE_SIZE, role, transcripts }),
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((users.data?.total ?? 0) / ADMIN_USERS_PAGE_SIZE));
  /** A filter changed: the list starts again at its first page. */
  const filter = <Value,>(set: (value: Value) => void, value: Value) => {
    set(value);
    setPage(1);
  };

  return (
    <Stack>
      <Title order={1}>{T.heading}</Title>
      <Group>
        <NativeSelect
          label={T.roleLabel}
          data={ROLE_OPTIONS}
          value={role}
          onChange={(event) => filter(setRole, event.currentTarget.value as UserRoleFilter)}
        />
        <NativeSelect
          label={T.transcriptsLabel}
          data={TRANSCRIPT_OPTIONS}
          value={transcripts}
          onChange={(event) => filter(setTranscripts, event.currentTarget.value as UserTranscriptFilter)}
        />
      </Group>
      {users.isPending && <Text role="status">{T.loading}</Text>}
      {users.isError && (
        <LoadError error={users.error} fallback={T.loadFailed} onRetry={() => users.refetch()} />
      )}
      {users.data && (
        <>
          <Table.ScrollContainer minWidth={640}>
            {/* While the next page or filter loads, the previous rows stay, marked busy. */}
            <Table highlightOnHover aria-busy={users.isPlaceholderData}>
              <TableHead columns={[T.name, T.email, T.createdAt, T.adminStatus, T.transcripts]} />
              <Table.Tbody>
                {users.data.users.map((user) => (
                  <UserRow key={user.id} user={user} onOpen={() => navigate(`/admin/users/${user.id}`)} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {users.data.users.length === 0 && <Text c="dimmed">{T.empty}</Text>}
          <Group justify="center">
            <Button variant="default" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              {T.previous}
            </Button>
            <Text aria-live="polite">{T.page(page, pages)}</Text>
            <Button variant="default" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              {T.next}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
};
