import '../styles.ts';
import { ActionIcon, Table, Text, Tooltip } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { type Path, useDeletePath, useDuplicatePath, usePaths } from '../api/paths.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { useListDelete } from '../components/confirm-dialog.tsx';
import { LinkedRow, stopRowClick } from '../components/list-rows.tsx';
import { ListTable } from '../components/list-table.tsx';
import { EmptyList, NewItemButton, RowActions } from '../components/row-actions.tsx';
import { adminPaths } from '../lib/admin-paths.ts';
import { EXIT_CRITERIA_PREVIEW, ADMIN_CONTENT_TEXTS as T, truncate } from '../texts.ts';

/** Exit criteria: cut to 50 characters plus an ellipsis, the full text in a tooltip; 'None' when empty. */
export const ExitCriteriaCell = ({ text }: { text?: string }) => {
  const full = text?.trim();
  if (!full) return <Text c="dimmed">{T.none}</Text>;
  return (
    <Tooltip label={full} multiline maw={420} withinPortal events={{ hover: true, focus: true, touch: true }}>
      <Text component="span" tabIndex={0}>
        {truncate(full, EXIT_CRITERIA_PREVIEW)}
      </Text>
    </Tooltip>
  );
};

interface PathRowProps {
  path: Path;
  busy: boolean;
  onDuplicate: () => void;
  onDelete: () => void;
}

const PathRow = ({ path, busy, onDuplicate, onDelete }: PathRowProps) => (
  <LinkedRow to={adminPaths.path(path.id)} name={path.name}>
    <Table.Td>{path.questions.length}</Table.Td>
    <Table.Td>
      <ExitCriteriaCell text={path.exitCriteria} />
    </Table.Td>
    <Table.Td>
      <RowActions deleteLabel={T.deletePathLabel(path.name)} deleteTip={T.deletePath} onDelete={onDelete}>
        <Tooltip label={T.duplicatePath}>
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={T.duplicatePathLabel(path.name)}
            disabled={busy}
            onClick={(event) => {
              stopRowClick(event);
              onDuplicate();
            }}
          >
            <IconCopy size={20} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      </RowActions>
    </Table.Td>
  </LinkedRow>
);

/** /admin/paths: every interview path, with its question count and exit criteria. */
export const PathsListRoute = () => {
  const list = usePaths();
  const duplicate = useDuplicatePath();
  const remove = useListDelete<Path>(
    useDeletePath(),
    () => ({ title: T.confirmTitle, message: T.deletePathMessage }),
    T.deletePathFailed,
  );
  const onDuplicate = (path: Path) => {
    remove.fail(undefined);
    duplicate.mutate(path.id, { onError: (error) => remove.fail({ title: T.duplicatePathFailed, error }) });
  };

  return (
    <AdminPage title={T.pathsTitle} actions={<NewItemButton to={adminPaths.newPath} label={T.newPath} />}>
      {remove.notice}
      <ListTable
        query={list}
        failedTitle={T.fetchPathsFailed}
        columns={[T.pathName, T.questionsColumn, T.exitCriteriaColumn, T.actions]}
        highlightOnHover
        empty={<EmptyList text={T.noPaths} to={adminPaths.newPath} label={T.createFirstPath} />}
      >
        {(items) =>
          items.map((path) => (
            <PathRow
              key={path.id}
              path={path}
              busy={duplicate.isPending}
              onDuplicate={() => onDuplicate(path)}
              onDelete={() => remove.ask(path)}
            />
          ))
        }
      </ListTable>
      {remove.modal}
    </AdminPage>
  );
};
