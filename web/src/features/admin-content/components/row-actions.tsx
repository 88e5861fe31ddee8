import { ActionIcon, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { stopRowClick as stop } from './list-rows.tsx';

interface RowActionsProps {
  editTo?: string;
  editLabel?: string;
  deleteLabel: string;
  /** A tooltip on Delete. */
  deleteTip?: string;
  onDelete: () => void;
  /** More actions before Delete (e.g. Duplicate). */
  children?: ReactNode;
}

/** A list row's Edit link and Delete button, each named after the item. */
export const RowActions = ({
  editTo,
  editLabel,
  deleteLabel,
  deleteTip,
  onDelete,
  children,
}: RowActionsProps) => {
  const remove = (
    <ActionIcon
      variant="subtle"
      color="red.9"
      size="lg"
      aria-label={deleteLabel}
      onClick={(event) => {
        stop(event);
        onDelete();
      }}
    >
      <IconTrash size={20} aria-hidden="true" />
    </ActionIcon>
  );
  return (
    <Group gap="xs" wrap="nowrap">
      {editTo && (
        <ActionIcon
          component={Link}
          to={editTo}
          onClick={stop}
          variant="subtle"
          size="lg"
          aria-label={editLabel}
        >
          <IconPencil size={20} aria-hidden="true" />
        </ActionIcon>
      )}
      {children}
      {deleteTip ? <Tooltip label={deleteTip}>{remove}</Tooltip> : remove}
    </Group>
  );
};

/** The list screen's button to create a new item. */
export const NewItemButton = ({ to, label }: { to: string; label: string }) => (
  <Button component={Link} to={to} leftSection={<IconPlus size={18} aria-hidden="true" />}>
    {label}
  </Button>
);

/** A list with nothing in it yet: it says so, and offers to create the first item. */
export const EmptyList = ({ text, to, label }: { text: string; to: string; label: string }) => (
  <>
    <Text>{text}</Text>
    <Button component={Link} to={to}>
      {label}
    </Button>
  </>
);
