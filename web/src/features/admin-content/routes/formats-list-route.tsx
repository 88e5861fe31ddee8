import '../styles.ts';
import { ActionIcon, Button, Group, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { type Format, useDeleteFormat, useFormats } from '../api/formats.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { useConfirm } from '../components/confirm-dialog.tsx';
import { ErrorNotice } from '../components/error-notice.tsx';
import { ListTable } from '../components/list-table.tsx';
import { ScopeBadge } from '../components/scope-badge.tsx';
import { adminPaths } from '../lib/admin-paths.ts';
import { shortDate, ADMIN_CONTENT_TEXTS as T } from '../texts.ts';

/** /admin/formats: every format a story can be turned into. */
export const FormatsListRoute = () => {
  const list = useFormats();
  const remove = useDeleteFormat();
  const [failure, setFailure] = useState<unknown>();
  const confirm = useConfirm<Format>(
    (format) => ({ title: T.deleteFormatTitle, message: T.deleteFormatMessage(format.name) }),
    (format) =>
      remove.mutateAsync(format.id).catch((error: unknown) => {
        setFailure(error ?? new Error(T.deleteFormatFailed));
        throw error;
      }),
  );
  const createButton = (
    <Button
      component={Link}
      to={adminPaths.newFormat}
      leftSection={<IconPlus size={18} aria-hidden="true" />}
    >
      {T.createFormat}
    </Button>
  );

  const body = () => (
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
            <Table.Td>
              {format.description?.trim() ? (
                format.description
              ) : (
                <Text c="dimmed" component="span">
                  {T.noDescription}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <ScopeBadge scope={format.contentScope} />
            </Table.Td>
            <Table.Td>{shortDate(format.createdAt)}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <ActionIcon
                  component={Link}
                  to={adminPaths.format(format.id)}
                  variant="subtle"
                  size="lg"
                  aria-label={T.editFormatLabel(format.name)}
                >
                  <IconPencil size={20} aria-hidden="true" />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  size="lg"
                  aria-label={T.deleteFormatLabel(format.name)}
                  onClick={() => {
                    setFailure(undefined);
                    confirm.ask(format);
                  }}
                >
                  <IconTrash size={20} aria-hidden="true" />
                </ActionIcon>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))
      }
    </ListTable>
  );

  return (
    <AdminPage title={T.formatsTitle} actions={createButton}>
      {failure !== undefined && <ErrorNotice title={T.deleteFormatFailed} error={failure} />}
      {body()}
      {confirm.modal}
    </AdminPage>
  );
};

export { FormatsListRoute as Component };
