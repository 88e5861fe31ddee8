import { useState } from 'react';
import { type ArchiveKind, useDeleteArchiveItem } from '../api/delete-item.ts';
import { ARCHIVE_TEXTS } from '../texts.ts';
import { ConfirmDeleteModal } from './confirm-delete-modal.tsx';

const wording = {
  conversation: {
    title: ARCHIVE_TEXTS.deleteConversationTitle,
    message: ARCHIVE_TEXTS.confirmDeleteConversation,
  },
  story: { title: ARCHIVE_TEXTS.deleteStoryTitle, message: ARCHIVE_TEXTS.confirmDeleteStory },
} as const;

/** The delete flow of one list: `ask(id)` opens the confirmation, and `modal` is rendered by the list. */
export const useConfirmDelete = (kind: ArchiveKind) => {
  const [pendingId, setPendingId] = useState<string>();
  const remove = useDeleteArchiveItem(kind);
  const close = () => setPendingId(undefined);
  const confirm = () => {
    if (pendingId) remove.mutate(pendingId, { onSettled: close });
  };
  const modal = (
    <ConfirmDeleteModal
      opened={pendingId !== undefined}
      {...wording[kind]}
      deleting={remove.isPending}
      onCancel={close}
      onConfirm={confirm}
    />
  );
  return { ask: setPendingId, modal };
};
