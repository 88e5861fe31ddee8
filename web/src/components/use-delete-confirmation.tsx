import { useState } from 'react';
import { ConfirmDeleteModal } from './confirm-delete-modal';

/** What deletes the chosen item: a TanStack mutation taking the item's id fits. */
export interface DeleteAction {
  mutate: (id: string, options: { onSettled: () => void }) => void;
  isPending: boolean;
}

/**
 * The ask-then-delete flow of one list: `ask(id)` opens the confirmation, `modal` is rendered by the list,
 * and the modal closes once the delete has settled (success or failure).
 */
export const useDeleteConfirmation = (remove: DeleteAction, wording: { title: string; message: string }) => {
  const [pendingId, setPendingId] = useState<string>();
  const close = () => setPendingId(undefined);
  const confirm = () => {
    if (pendingId) remove.mutate(pendingId, { onSettled: close });
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
