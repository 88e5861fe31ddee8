import { ActionIcon, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { TextEntry } from '@/lib/queries/stories';
import { entryDate, TYPE_STORY_TEXTS } from '../texts.ts';

interface TextEntryItemProps {
  entry: TextEntry;
  /** 1-based place in the story, which names the note for the Edit and Delete controls. */
  position: number;
  editTo: string;
  onDelete: () => void;
}

/** Blank lines split paragraphs; single line breaks stay as typed. */
const paragraphsOf = (content: string) => content.split(/\n\s*\n/).filter((part) => part.trim());

/** One typed note: its number and date, its text as typed, and Edit and Delete beside it. */
export const TextEntryItem = ({ entry, position, editTo, onDelete }: TextEntryItemProps) => (
  <Paper component="li" withBorder radius="md" p="lg">
    <Group justify="space-between" align="flex-start" gap="md">
      <Stack gap={2}>
        <Title order={3} fz="h4">
          {TYPE_STORY_TEXTS.noteHeading(position)}
        </Title>
        <Text c="dimmed">{entryDate(entry.createdAt)}</Text>
      </Stack>
      <Group gap="sm">
        <Button
          component={Link}
          to={editTo}
          variant="light"
          leftSection={<IconPencil size={20} aria-hidden="true" />}
          aria-label={TYPE_STORY_TEXTS.editNoteLabel(position)}
        >
          {TYPE_STORY_TEXTS.edit}
        </Button>
        <ActionIcon
          variant="subtle"
          color="red.9"
          size={44}
          aria-label={TYPE_STORY_TEXTS.deleteNoteLabel(position)}
          onClick={onDelete}
        >
          <IconTrash size={24} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </Group>
    <Stack gap="sm" mt="md">
      {paragraphsOf(entry.content).map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of one fixed text
        <Text key={index} fz="lg" style={{ whiteSpace: 'pre-wrap' }}>
          {paragraph}
        </Text>
      ))}
    </Stack>
  </Paper>
);
