import { ActionIcon, Group, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import classes from './archive.module.css';

export interface ArchiveRowProps {
  to: string;
  title: string;
  details: string[];
  preview?: string;
  deleteLabel: string;
  onDelete: () => void;
}

/** One conversation or story: a link to open it with its details, and a delete button beside it. */
export const ArchiveRow = ({ to, title, details, preview, deleteLabel, onDelete }: ArchiveRowProps) => (
  <li className={classes.row}>
    <Link to={to} className={classes.link}>
      <Text component="span" display="block" fw={700} fz="lg" className={classes.title}>
        {title}
      </Text>
      <Group component="span" gap="md" mt={4}>
        {details.map((detail) => (
          <Text component="span" key={detail} c="dimmed" fz="md">
            {detail}
          </Text>
        ))}
      </Group>
      {preview && (
        <Text component="span" display="block" mt={6} fz="md" lineClamp={2}>
          {preview}
        </Text>
      )}
    </Link>
    <ActionIcon
      variant="subtle"
      color="red.9"
      size={48}
      aria-label={deleteLabel}
      onClick={onDelete}
      className={classes.delete}
    >
      <IconTrash size={26} aria-hidden="true" />
    </ActionIcon>
  </li>
);
