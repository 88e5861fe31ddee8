import { Table, Text } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ADMIN_CONTENT_TEXTS as T } from '../texts.ts';

/** A click inside a row that opens on click must not open the row as well. */
export const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/** A row that opens its item on click; its first cell is the item's name as a link. */
export const LinkedRow = ({ to, name, children }: { to: string; name: string; children: ReactNode }) => {
  const navigate = useNavigate();
  return (
    <Table.Tr style={{ cursor: 'pointer' }} onClick={() => navigate(to)}>
      <Table.Td>
        <Link to={to} onClick={stopRowClick}>
          {name}
        </Link>
      </Table.Td>
      {children}
    </Table.Tr>
  );
};

/** An item's description, or 'No description' dimmed. */
export const DescriptionCell = ({ text }: { text?: string }) => (
  <Table.Td>
    {text?.trim() ? (
      text
    ) : (
      <Text c="dimmed" component="span">
        {T.noDescription}
      </Text>
    )}
  </Table.Td>
);
