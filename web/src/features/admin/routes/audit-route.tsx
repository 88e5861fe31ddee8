import '@mantine/core/styles/Table.css';
import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { TableHead } from '@/components/table-head';
import { usePageTitle } from '@/lib/use-page-title';
import { type AuditEntry, auditQuery } from '../api/admin-audit.ts';
import { LoadError } from '../components/load-error.tsx';
import { ADMIN_TEXTS } from '../texts.ts';

const T = ADMIN_TEXTS.audit;

/** The entry's target: its path parameters as `name: value`, else the user it touched. */
const targetOf = (entry: AuditEntry): string => {
  if (entry.target) {
    try {
      const parsed = JSON.parse(entry.target) as Record<string, unknown>;
      return Object.entries(parsed)
        .map(([name, value]) => `${name}: ${String(value)}`)
        .join(', ');
    } catch {
      return entry.target;
    }
  }
  return entry.targetUserId ?? T.none;
};

const AuditRow = ({ entry }: { entry: AuditEntry }) => (
  <Table.Tr>
    <Table.Td>
      <time dateTime={entry.at}>{new Date(entry.at).toLocaleString()}</time>
    </Table.Td>
    <Table.Td>{entry.actorEmail || entry.actorId}</Table.Td>
    <Table.Td>
      <Text component="code" fz="sm" ff="monospace">
        {entry.action}
      </Text>
    </Table.Td>
    <Table.Td style={{ wordBreak: 'break-all' }}>{targetOf(entry)}</Table.Td>
    <Table.Td>{entry.detail || T.none}</Table.Td>
  </Table.Tr>
);

/** /admin/audit: what administrators did, newest first, 'Load more' while the trail goes on. */
export const AdminAuditRoute = () => {
  usePageTitle(T.heading);
  const audit = useInfiniteQuery(auditQuery());
  const entries = audit.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <Stack>
      <Title order={1}>{T.heading}</Title>
      {audit.isPending && <Text role="status">{T.loading}</Text>}
      {audit.isError && !audit.data && (
        <LoadError error={audit.error} fallback={T.loadFailed} onRetry={() => audit.refetch()} />
      )}
      {audit.data &&
        (entries.length === 0 ? (
          <Text c="dimmed">{T.empty}</Text>
        ) : (
          <>
            <Table.ScrollContainer minWidth={720}>
              <Table striped>
                <TableHead columns={[T.when, T.who, T.what, T.target, T.detail]} />
                <Table.Tbody>
                  {entries.map((entry) => (
                    <AuditRow key={entry.id} entry={entry} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {audit.isError && (
              <LoadError
                error={audit.error}
                fallback={T.loadFailed}
                onRetry={() => (audit.isFetchNextPageError ? audit.fetchNextPage() : audit.refetch())}
              />
            )}
            {audit.hasNextPage && (
              <Group justify="center">
                <Button
                  variant="default"
                  loading={audit.isFetchingNextPage}
                  onClick={() => audit.fetchNextPage()}
                >
                  {T.loadMore}
                </Button>
              </Group>
            )}
          </>
        ))}
    </Stack>
  );
};
