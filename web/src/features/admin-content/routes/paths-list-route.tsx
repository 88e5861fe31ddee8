import '../styles.ts';
import { ActionIcon, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { type Path, useDeletePath, useDuplicatePath, usePaths } from '../api/paths.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { useConfirm } from '../components/confirm-dialog.tsx';
import { ErrorNotice } from '../components/error-notice.tsx';
import { ListTable } from '../components/list-table.tsx';
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

const PathRow = ({ path, busy, onDuplicate, onDelete }: PathRowProps) => {
  const navigate = useNavigate();
  const stop = (act: () => void) => (event: React.MouseEvent) => {
    event.stopPropagation();
    act();
  };
  return (
    <Table.Tr style={{ cursor: 'pointer' }} onClick={() => navigate(adminPaths.path(path.id))}>
      <Table.Td>
        <Link to={adminPaths.path(path.id)} onClick={(event) => event.stopPropagation()}>
          {path.name}
        </Link>
      </Table.Td>
      <Table.Td>{path.questions.length}</Table.Td>
      <Table.Td>
        <ExitCriteriaCell text={path.exitCriteria} />
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Tooltip label={T.duplicatePath}>
            <ActionIcon
              variant="subtle"
              size="lg"
              aria-label={T.duplicatePathLabel(path.name)}
              disabled={busy}
              onClick={stop(onDuplicate)}
            >
              <IconCopy size={20} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={T.deletePath}>
            <ActionIcon
              variant="subtle"
              color="red.9"
              size="lg"
              aria-label={T.deletePathLabel(path.name)}
              onClick={stop(onDelete)}
            >
              <IconTrash size={20} aria-hidden="true" />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
};

/** /admin/paths: every interview path, with its question count and exit criteria. */
export const PathsListRoute = () => {
  const list = usePaths();
  const remove = useDeletePath();
  const duplicate = useDuplicatePath();
  const [failure, setFailure] = useState<{ title: string; error: unknown }>();
  const confirm = useConfirm<Path>(
    () => ({ title: T.confirmTitle, message: T.deletePathMessage }),
    (path) =>
      remove.mutateAsync(path.id).catch((error: unknown) => {
        setFailure({ title: T.deletePathFailed, error });
        throw error;
      }),
  );
  const onDuplicate = (path: Path) => {
    setFailure(undefined);
    duplicate.mutate(path.id, { onError: (error) => setFailure({ title: T.duplicatePathFailed, error }) });
  };

  const body = () => (
    <ListTable
      query={list}
      failedTitle={T.fetchPathsFailed}
      columns={[T.pathName, T.questionsColumn, T.exitCriteriaColumn, T.actions]}
      highlightOnHover
      empty={
        <>
          <Text>{T.noPaths}</Text>
          <Button component={Link} to={adminPaths.newPath}>
            {T.createFirstPath}
          </Button>
        </>
      }
    >
      {(items) =>
        items.map((path) => (
          <PathRow
            key={path.id}
            path={path}
            busy={duplicate.isPending}
            onDuplicate={() => onDuplicate(path)}
            onDelete={() => {
              setFailure(undefined);
              confirm.ask(path);
            }}
          />
        ))
      }
    </ListTable>
  );

  return (
    <AdminPage
      title={T.pathsTitle}
      actions={
        <Button
          component={Link}
          to={adminPaths.newPath}
          leftSection={<IconPlus size={18} aria-hidden="true" />}
        >
          {T.newPath}
        </Button>
      }
    >
      {failure && <ErrorNotice title={failure.title} error={failure.error} />}
      {body()}
      {confirm.modal}
    </AdminPage>
  );
};

export { PathsListRoute as Component };
