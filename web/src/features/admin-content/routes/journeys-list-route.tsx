import '../styles.ts';
import { ActionIcon, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { type Journey, useDeleteJourney, useJourneys } from '../api/journeys.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { useConfirm } from '../components/confirm-dialog.tsx';
import { ErrorNotice, LoadingNotice } from '../components/error-notice.tsx';
import { adminPaths } from '../lib/admin-paths.ts';
import { ADMIN_CONTENT_TEXTS as T } from '../texts.ts';

const JourneyRow = ({ journey, onDelete }: { journey: Journey; onDelete: () => void }) => {
  const navigate = useNavigate();
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <Table.Tr style={{ cursor: 'pointer' }} onClick={() => navigate(adminPaths.journey(journey.id))}>
      <Table.Td>
        <Link to={adminPaths.journey(journey.id)} onClick={stop}>
          {journey.name}
        </Link>
      </Table.Td>
      <Table.Td>
        {journey.description?.trim() ? (
          journey.description
        ) : (
          <Text c="dimmed" component="span">
            {T.noDescription}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{journey.paths.length}</Table.Td>
      <Table.Td>
        {journey.featured && (
          <Badge variant="light" color="teal.9">
            {T.featured}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <ActionIcon
            component={Link}
            to={adminPaths.journey(journey.id)}
            onClick={stop}
            variant="subtle"
            size="lg"
            aria-label={T.editJourneyLabel(journey.name)}
          >
            <IconPencil size={20} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red.9"
            size="lg"
            aria-label={T.deleteJourneyLabel(journey.name)}
            onClick={(event) => {
              stop(event);
              onDelete();
            }}
          >
            <IconTrash size={20} aria-hidden="true" />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
};

/** /admin/journeys: every journey, featured or not. */
export const JourneysListRoute = () => {
  const list = useJourneys();
  const remove = useDeleteJourney();
  const [failure, setFailure] = useState<unknown>();
  const confirm = useConfirm<Journey>(
    () => ({ title: T.confirmTitle, message: T.deleteJourneyMessage }),
    (journey) =>
      remove.mutateAsync(journey.id).catch((error: unknown) => {
        setFailure(error ?? new Error(T.deleteJourneyFailed));
        throw error;
      }),
  );

  const body = () => {
    if (list.isPending) return <LoadingNotice />;
    if (list.isError)
      return (
        <ErrorNotice title={T.fetchJourneysFailed} error={list.error} onRetry={() => void list.refetch()} />
      );
    if (list.data.length === 0)
      return (
        <Stack align="flex-start" gap="sm">
          <Text>{T.noJourneys}</Text>
          <Button component={Link} to={adminPaths.newJourney}>
            {T.createFirstJourney}
          </Button>
        </Stack>
      );
    return (
      <Table.ScrollContainer minWidth={640}>
        <Table highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{T.journeyName}</Table.Th>
              <Table.Th>{T.description}</Table.Th>
              <Table.Th>{T.steps}</Table.Th>
              <Table.Th>{T.status}</Table.Th>
              <Table.Th>{T.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.map((journey) => (
              <JourneyRow
                key={journey.id}
                journey={journey}
                onDelete={() => {
                  setFailure(undefined);
                  confirm.ask(journey);
                }}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  };

  return (
    <AdminPage
      title={T.journeysTitle}
      actions={
        <Button
          component={Link}
          to={adminPaths.newJourney}
          leftSection={<IconPlus size={18} aria-hidden="true" />}
        >
          {T.newJourney}
        </Button>
      }
    >
      {failure !== undefined && <ErrorNotice title={T.deleteJourneyFailed} error={failure} />}
      {body()}
      {confirm.modal}
    </AdminPage>
  );
};

export { JourneysListRoute as Component };
