import { Stack, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { TableHead } from '@/components/table-head';
import { ErrorNotice, LoadingNotice } from './error-notice.tsx';

/** The part of a list query a list screen reads. */
interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data?: T[];
  refetch: () => unknown;
}

interface ListTableProps<T> {
  query: ListQuery<T>;
  /** The spec's text when the list cannot be fetched ('Failed to fetch paths'); the panel offers a retry. */
  failedTitle: string;
  /** What an empty list shows: its text and the action that creates a first item. */
  empty: ReactNode;
  columns: string[];
  highlightOnHover?: boolean;
  /** The table's rows. */
  children: (items: T[]) => ReactNode;
}

/** A back-office list: loading, the error panel with retry, the empty state, or the table with its rows. */
export const ListTable = <T,>({
  query,
  failedTitle,
  empty,
  columns,
  highlightOnHover = false,
  children,
}: ListTableProps<T>) => {
  if (query.isPending) return <LoadingNotice />;
  if (query.isError)
    return <ErrorNotice title={failedTitle} error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data || query.data.length === 0)
    return (
      <Stack align="flex-start" gap="sm">
        {empty}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table highlightOnHover={highlightOnHover} verticalSpacing="sm">
        <TableHead columns={columns} />
        <Table.Tbody>{children(query.data)}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
