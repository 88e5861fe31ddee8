import { ActionIcon, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { STORY_TEXTS, storyDate } from '../texts.ts';

interface ItemHeaderProps {
  /** What the item is, as its heading and in its controls' names ("Voice memo"). */
  kind: string;
  createdAt: string;
  editTo?: string;
  onDelete: () => void;
}

/** An item's kind and date, with Edit (when it can be edited) and Delete named after it. */
export const ItemHeader = ({ kind, createdAt, editTo, onDelete }: ItemHeaderProps) => {
  const date = storyDate(createdAt);
  const what = kind.toLowerCase();
  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
      <Stack gap={2}>
        <Title order={3} fz="h5">
          {kind}
        </Title>
        <Text c="dimmed" fz="sm">
          {date}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        {editTo && (
          <Button
            component={Link}
            to={editTo}
            variant="light"
            size="sm"
            leftSection={<IconPencil size={18} aria-hidden="true" />}
            aria-label={STORY_TEXTS.editLabel(what, date)}
          >
            {STORY_TEXTS.edit}
          </Button>
        )}
        <ActionIcon
          variant="subtle"
          color="red.9"
          size={44}
          aria-label={STORY_TEXTS.deleteLabel(what, date)}
          onClick={onDelete}
        >
          <IconTrash size={22} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </Group>
  );
};
