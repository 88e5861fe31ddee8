import { Button, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDeleteModal } from '@/components/confirm-delete-modal';
import { StatusMessage } from '@/components/status-message';
import { HOME_PATH } from '@/config/paths';
import { useDeleteStory } from '../api/mutations.ts';
import { STORY_TEXTS } from '../texts.ts';

/** Delete story, after the warning that it removes all content, transcripts and formats (part B §5). */
export const DeleteStory = ({ storyId }: { storyId: string }) => {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteStory(storyId);
  const navigate = useNavigate();
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => navigate(HOME_PATH, { replace: true }),
      onSettled: () => setAsking(false),
    });
  return (
    <Stack gap="sm" align="flex-start">
      {remove.isError && <StatusMessage tone="error">{STORY_TEXTS.deleteFailed.story}</StatusMessage>}
      <Button
        color="red.9"
        variant="outline"
        leftSection={<IconTrash size={20} aria-hidden="true" />}
        onClick={() => setAsking(true)}
      >
        {STORY_TEXTS.deleteStory}
      </Button>
      <ConfirmDeleteModal
        opened={asking}
        title={STORY_TEXTS.deleteStoryTitle}
        message={STORY_TEXTS.confirmDeleteStory}
        deleting={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={confirm}
      />
    </Stack>
  );
};
