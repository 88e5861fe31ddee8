import { Button, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { StatusMessage } from '@/components/status-message';
import { useDeleteConfirmation } from '@/components/use-delete-confirmation';
import { HOME_PATH } from '@/config/paths';
import { useDeleteStory } from '@/lib/queries/stories';
import { STORY_TEXTS } from '../texts.ts';

/** Delete story, after the warning that it removes all content, transcripts and formats (part B §5). */
export const DeleteStory = ({ storyId }: { storyId: string }) => {
  const navigate = useNavigate();
  const remove = useDeleteStory();
  const { ask, modal } = useDeleteConfirmation(
    remove,
    { title: STORY_TEXTS.deleteStoryTitle, message: STORY_TEXTS.confirmDeleteStory },
    () => navigate(HOME_PATH, { replace: true }),
  );
  return (
    <Stack gap="sm" align="flex-start">
      {remove.isError && <StatusMessage tone="error">{STORY_TEXTS.deleteFailed.story}</StatusMessage>}
      <Button
        color="red.9"
        variant="outline"
        leftSection={<IconTrash size={20} aria-hidden="true" />}
        onClick={() => ask(storyId)}
      >
        {STORY_TEXTS.deleteStory}
      </Button>
      {modal}
    </Stack>
  );
};
