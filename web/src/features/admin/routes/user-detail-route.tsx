import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import { Alert, Anchor, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDeleteModal } from '@/components/confirm-delete-modal';
import { ApiError, messageOf } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import {
  useDeleteUser,
  useEndUserSessions,
  useResetUserTwoFactor,
  userQuery,
  useSetAdmin,
} from '../api/admin-users.ts';
import { ConversationsCard, ProgressCard, StoriesCard } from '../components/user-cards.tsx';
import { ADMIN_TEXTS } from '../texts.ts';

const T = ADMIN_TEXTS.detail;

const BackToUsers = () => (
  <Anchor component={Link} to="/admin/users">
    <Group gap={4} component="span">
      <IconArrowLeft size={18} aria-hidden="true" />
      {T.backToUsers}
    </Group>
  </Anchor>
);

type Confirming = 'delete' | 'sessions' | 'twoFactor';

/** An action asked for in a modal first: what the modal says, and the request it runs when confirmed. */
interface Confirmation {
  kind: Confirming;
  title: string;
  message: string;
  confirmLabel?: string;
  action: {
    isPending: boolean;
    mutate: (variables: undefined, options: { onSuccess?: () => void; onSettled: () => void }) => void;
  };
  onSuccess?: () => void;
}

/** /admin/users/{id}: the account, admin rights, deletion, and the material the user lets admins see. */
export const AdminUserDetailRoute = () => {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useQuery(userQuery(id));
  const setAdmin = useSetAdmin(id);
  const remove = useDeleteUser(id);
  const endSessions = useEndUserSessions(id);
  const resetTwoFactor = useResetUserTwoFactor(id);
  const [confirming, setConfirming] = useState<false | Confirming>(false);
  /** Clears what the other actions said, so one answer shows at a time. */
  const resetOthers = () => {
    setAdmin.reset();
    remove.reset();
    endSessions.reset();
    resetTwoFactor.reset();
  };
  usePageTitle(user.data ? user.data.name || T.unnamed : T.loading);

  if (user.isPending) return <Text role="status">{T.loading}</Text>;
  if (user.isError) {
    const missing = user.error instanceof ApiError && user.error.status === 404;
    return (
      <Stack>
        <BackToUsers />
        <Alert color="red" role="alert">
          {missing ? T.notFound : messageOf(user.error, T.loadFailed)}
        </Alert>
      </Stack>
    );
  }
  const account = user.data;
  const actionError = setAdmin.error
    ? messageOf(setAdmin.error, T.adminFailed)
    : remove.error
      ? messageOf(remove.error, T.deleteFailed)
      : endSessions.error
        ? messageOf(endSessions.error, T.endSessionsFailed)
        : resetTwoFactor.error
          ? messageOf(resetTwoFactor.error, T.resetTwoFactorFailed)
          : undefined;
  const actionDone = endSessions.data?.message ?? resetTwoFactor.data?.message;
  const confirmations: Confirmation[] = [
    {
      kind: 'sessions',
      title: T.endSessionsTitle,
      message: T.endSessionsConfirm,
      confirmLabel: T.endSessions,
      action: endSessions,
    },
    {
      kind: 'twoFactor',
      title: T.resetTwoFactorTitle,
      message: T.resetTwoFactorConfirm,
      confirmLabel: T.resetTwoFactor,
      action: resetTwoFactor,
    },
    {
      kind: 'delete',
      title: T.deleteTitle,
      message: T.deleteConfirm,
      action: remove,
      onSuccess: () => navigate('/admin/users'),
    },
  ];

  return (
    <Stack gap="lg">
      <BackToUsers />
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>{account.name || T.unnamed}</Title>
            {account.isAdmin && (
              <Badge color="grape.9" variant="filled">
                {ADMIN_TEXTS.users.admin}
              </Badge>
            )}
          </Group>
          <Text>{account.email}</Text>
          <Text c="dimmed" fz="sm">
            {T.memberSince(new Date(account.createdAt).toLocaleDateString())}
          </Text>
        </Stack>
        <Group>
          <Button
            variant={account.isAdmin ? 'default' : 'filled'}
            loading={setAdmin.isPending}
            onClick={() => {
              resetOthers();
              setAdmin.mutate(!account.isAdmin);
            }}
          >
            {account.isAdmin ? T.revokeAdmin : T.makeAdmin}
          </Button>
          <Button variant="default" onClick={() => setConfirming('sessions')}>
            {T.endSessions}
          </Button>
          <Button variant="default" onClick={() => setConfirming('twoFactor')}>
            {T.resetTwoFactor}
          </Button>
          <Button color="red.9" onClick={() => setConfirming('delete')}>
            {T.deleteUser}
          </Button>
        </Group>
      </Group>
      {actionError && (
        <Alert color="red" role="alert">
          {actionError}
        </Alert>
      )}
      {!actionError && actionDone && (
        <Alert color="teal" role="status">
          {actionDone}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <ProgressCard userId={id} />
        <ConversationsCard userId={id} />
        <StoriesCard userId={id} />
      </SimpleGrid>
      {confirmations.map(({ kind, action, onSuccess, ...asked }) => (
        <ConfirmDeleteModal
          key={kind}
          opened={confirming === kind}
          {...asked}
          deleting={action.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            resetOthers();
            action.mutate(undefined, { onSuccess, onSettled: () => setConfirming(false) });
          }}
        />
      ))}
    </Stack>
  );
};
