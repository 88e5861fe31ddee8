import { useState } from 'react';
import { ConfirmDeleteModal } from './confirm-delete-modal';

/** What deletes the chosen item: a TanStack mutation taking the item's id fits. */
export interface DeleteAction {
  mutate: (id: string, options: { onSuccess: () => void; onSettled: () => void }) => void;
  isPending: boolean;
}

/**
 * The ask-then-delete flow of one list or page: `ask(id)` opens the confirmation, `modal` is rendered by the
 * screen, and the modal closes once the delete has settled (success or failure); `onDeleted` runs after a
 * delete that worked (e.g. to leave the page of what was deleted).
 */
export const useDeleteConfirmation = (
  remove: DeleteAction,
  wording: { title: string; message: string },
  onDeleted?: () => void,
) => {
  const [pendingId, setPendingId] = useState<string>();
  const close = () => setPendingId(undefined);
  const confirm = () => {
    if (pendingId) remove.mutate(pendingId, { onSuccess: () => onDeleted?.(), onSettled: close });
  };
  const modal = (
    <ConfirmDeleteModal
      opened={pendingId !== undefined}
      title={wording.title}
      message={wording.message}
      deleting={remove.isPending}
      onCancel={close}
      onConfirm={confirm}
    />
  );
  return { ask: setPendingId, modal };
};
