import '../styles.ts';
import { ActionIcon, Badge, Button, Group, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { type Journey, useDeleteJourney, useJourneys } from '../api/journeys.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { useConfirm } from '../components/confirm-dialog.tsx';
import { ErrorNotice } from '../components/error-notice.tsx';
import { ListTable } from '../components/list-table.tsx';
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

  const body = () => (
    <ListTable
      query={list}
      failedTitle={T.fetchJourneysFailed}
      columns={[T.journeyName, T.description, T.steps, T.status, T.actions]}
      highlightOnHover
      empty={
        <>
          <Text>{T.noJourneys}</Text>
          <Button component={Link} to={adminPaths.newJourney}>
            {T.createFirstJourney}
          </Button>
        </>
      }
    >
      {(items) =>
        items.map((journey) => (
          <JourneyRow
            key={journey.id}
            journey={journey}
            onDelete={() => {
              setFailure(undefined);
              confirm.ask(journey);
            }}
          />
        ))
      }
    </ListTable>
  );

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
