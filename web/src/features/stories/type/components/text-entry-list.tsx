import { Stack, Text } from '@mantine/core';
import { paths } from '@/config/paths';
import type { TextEntry } from '@/lib/queries/stories';
import { TYPE_STORY_TEXTS } from '../texts.ts';
import { TextEntryItem } from './text-entry-item.tsx';

interface TextEntryListProps {
  storyId: string;
  /** Oldest first. */
  entries: TextEntry[];
  /** The query string carried to the edit screen (noteStep). */
  search: string;
  onDelete: (entryId: string) => void;
}

/** The story's typed notes in the order they were written, or a word that there are none yet. */
export const TextEntryList = ({ storyId, entries, search, onDelete }: TextEntryListProps) =>
  entries.length === 0 ? (
    <Text fz="lg">{TYPE_STORY_TEXTS.noNotes}</Text>
  ) : (
    <Stack component="ol" gap="md" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {entries.map((entry, index) => (
        <TextEntryItem
          key={entry.id}
          entry={entry}
          position={index + 1}
          editTo={`${paths.typeStoryEdit(storyId, entry.id)}${search}`}
          onDelete={() => onDelete(entry.id)}
        />
      ))}
    </Stack>
  );
