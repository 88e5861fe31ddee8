import { Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { VOICE_TEXTS } from '#shared/texts.ts';
import { ConfirmDeleteModal } from '@/components/confirm-delete-modal';
import { StatusMessage } from '@/components/status-message';
import { useDeleteCallRecordings } from '@/lib/queries/call-recordings';

/**
 * "Delete my call recordings" (issue 26), offered while the narrator keeps none: asks first, then deletes every
 * recording of their voice from calls; the transcripts stay.
 */
export const DeleteCallRecordings = () => {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteCallRecordings();
  const close = () => setAsking(false);
  return (
    <Stack gap="sm">
      <Group>
        <Button variant="outline" color="red.9" onClick={() => setAsking(true)}>
          {VOICE_TEXTS.deleteCallRecordings}
        </Button>
      </Group>
      {remove.isSuccess && <StatusMessage tone="success">{VOICE_TEXTS.callRecordingsDeleted}</StatusMessage>}
      {remove.isError && <StatusMessage tone="error">{VOICE_TEXTS.deleteCallRecordingsFailed}</StatusMessage>}
      <ConfirmDeleteModal
        opened={asking}
        title={VOICE_TEXTS.deleteCallRecordings}
        message={VOICE_TEXTS.confirmDeleteCallRecordings}
        deleting={remove.isPending}
        onCancel={close}
        onConfirm={() => remove.mutate(undefined, { onSettled: close })}
      />
    </Stack>
  );
};
