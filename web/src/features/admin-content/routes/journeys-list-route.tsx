import '../styles.ts';
import { Badge, Table } from '@mantine/core';
import { type Journey, useDeleteJourney, useJourneys } from '@/lib/queries/journeys';
import { AdminPage } from '../components/admin-page.tsx';
import { useListDelete } from '../components/confirm-dialog.tsx';
import { DescriptionCell, LinkedRow } from '../components/list-rows.tsx';
import { ListTable } from '../components/list-table.tsx';
import { EmptyList, NewItemButton, RowActions } from '../components/row-actions.tsx';
import { adminPaths } from '../lib/admin-paths.ts';
import { ADMIN_CONTENT_TEXTS as T } from '../texts.ts';

const JourneyRow = ({ journey, onDelete }: { journey: Journey; onDelete: () => void }) => (
  <LinkedRow to={adminPaths.journey(journey.id)} name={journey.name}>
    <DescriptionCell text={journey.description} />
    <Table.Td>{journey.paths.length}</Table.Td>
    <Table.Td>
      {journey.featured && (
        <Badge variant="light" color="teal.9">
          {T.featured}
        </Badge>
      )}
    </Table.Td>
    <Table.Td>
      <RowActions
        editTo={adminPaths.journey(journey.id)}
        editLabel={T.editJourneyLabel(journey.name)}
        deleteLabel={T.deleteJourneyLabel(journey.name)}
        onDelete={onDelete}
      />
    </Table.Td>
  </LinkedRow>
);

/** /admin/journeys: every journey, featured or not. */
export const JourneysListRoute = () => {
  const list = useJourneys();
  const remove = useListDelete<Journey>(
    useDeleteJourney(),
    () => ({ title: T.confirmTitle, message: T.deleteJourneyMessage }),
    T.deleteJourneyFailed,
  );

  return (
    <AdminPage
      title={T.journeysTitle}
      actions={<NewItemButton to={adminPaths.newJourney} label={T.newJourney} />}
    >
      {remove.notice}
      <ListTable
        query={list}
        failedTitle={T.fetchJourneysFailed}
        columns={[T.journeyName, T.description, T.steps, T.status, T.actions]}
        highlightOnHover
        empty={<EmptyList text={T.noJourneys} to={adminPaths.newJourney} label={T.createFirstJourney} />}
      >
        {(items) =>
          items.map((journey) => (
            <JourneyRow key={journey.id} journey={journey} onDelete={() => remove.ask(journey)} />
          ))
        }
      </ListTable>
      {remove.modal}
    </AdminPage>
  );
};
