import '../styles.ts';
import { Table, Text } from '@mantine/core';
import { type AdminFormat as Format, useAdminFormats, useDeleteFormat } from '@/lib/queries/formats';
import { AdminPage } from '../components/admin-page.tsx';
import { useListDelete } from '../components/confirm-dialog.tsx';
import { DescriptionCell } from '../components/list-rows.tsx';
import { ListTable } from '../components/list-table.tsx';
import { NewItemButton, RowActions } from '../components/row-actions.tsx';
import { ScopeBadge } from '../components/scope-badge.tsx';
import { adminPaths } from '../lib/admin-paths.ts';
import { shortDate, ADMIN_CONTENT_TEXTS as T } from '../texts.ts';

/** /admin/formats: every format a story can be turned into. */
export const FormatsListRoute = () => {
  const list = useAdminFormats();
  const remove = useListDelete<Format>(
    useDeleteFormat(),
    (format) => ({ title: T.deleteFormatTitle, message: T.deleteFormatMessage(format.name) }),
    T.deleteFormatFailed,
  );
  const createButton = <NewItemButton to={adminPaths.newFormat} label={T.createFormat} />;

  return (
    <AdminPage title={T.formatsTitle} actions={createButton}>
      {remove.notice}
      <ListTable
        query={list}
        failedTitle={T.fetchFormatsFailed}
        columns={[T.name, T.description, T.contentScope, T.created, T.actions]}
        empty={
          <>
            <Text>{T.noFormats}</Text>
            {createButton}
          </>
        }
      >
        {(items) =>
          items.map((format) => (
            <Table.Tr key={format.id}>
              <Table.Td fw={600}>{format.name}</Table.Td>
              <DescriptionCell text={format.description} />
              <Table.Td>
                <ScopeBadge scope={format.contentScope} />
              </Table.Td>
              <Table.Td>{shortDate(format.createdAt)}</Table.Td>
              <Table.Td>
                <RowActions
                  editTo={adminPaths.format(format.id)}
                  editLabel={T.editFormatLabel(format.name)}
                  deleteLabel={T.deleteFormatLabel(format.name)}
                  onDelete={() => remove.ask(format)}
                />
              </Table.Td>
            </Table.Tr>
          ))
        }
      </ListTable>
      {remove.modal}
    </AdminPage>
  );
};
