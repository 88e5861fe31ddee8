import { Table } from '@mantine/core';

/** A table's header row: one column heading for each of `columns`. */
export const TableHead = ({ columns }: { columns: readonly string[] }) => (
  <Table.Thead>
    <Table.Tr>
      {columns.map((column) => (
        <Table.Th key={column}>{column}</Table.Th>
      ))}
    </Table.Tr>
  </Table.Thead>
);
