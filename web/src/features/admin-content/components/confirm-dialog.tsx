import { useState } from 'react';
import { ConfirmDeleteModal } from '@/components/confirm-delete-modal';
import { ErrorNotice } from './error-notice.tsx';

interface Wording {
  title: string;
  message: string;
}

/**
 * Ask-then-act for one list: `ask(item)` opens the confirmation (its wording may depend on the item),
 * Delete runs `onConfirm(item)` and the dialog closes once that has settled.
 */
export const useConfirm = <T,>(wording: (item: T) => Wording, onConfirm: (item: T) => Promise<unknown>) => {
  const [item, setItem] = useState<{ value: T }>();
  const [busy, setBusy] = useState(false);
  const close = () => setItem(undefined);
  const confirm = async () => {
    if (!item) return;
    setBusy(true);
    try {
      await onConfirm(item.value);
    } catch {
      // The caller shows the failure; the dialog closes either way.
    } finally {
      setBusy(false);
      close();
    }
  };
  const shown = item ? wording(item.value) : { title: '', message: '' };
  const modal = (
    <ConfirmDeleteModal
      opened={item !== undefined}
      title={shown.title}
      message={shown.message}
      deleting={busy}
      onCancel={close}
      onConfirm={() => void confirm()}
    />
  );
  return { ask: (value: T) => setItem({ value }), modal };
};

/** A failure the list screen shows: what failed (its spec text) and the error. */
export interface Failure {
  title: string;
  error: unknown;
}

/**
 * The delete flow of a list screen: `ask(item)` opens the confirmation, Delete removes the item by id, and a
 * failed delete shows as `notice` (above the list) until the next action; `fail` shows another failure.
 */
export const useListDelete = <T extends { id: string }>(
  remove: { mutateAsync: (id: string) => Promise<unknown> },
  wording: (item: T) => Wording,
  failedTitle: string,
) => {
  const [failure, setFailure] = useState<Failure>();
  const confirm = useConfirm<T>(wording, (item) =>
    remove.mutateAsync(item.id).catch((error: unknown) => {
      setFailure({ title: failedTitle, error: error ?? new Error(failedTitle) });
      throw error;
    }),
  );
  return {
    ask: (item: T) => {
      setFailure(undefined);
      confirm.ask(item);
    },
    modal: confirm.modal,
    notice: failure && <ErrorNotice title={failure.title} error={failure.error} />,
    /** Clears the notice (undefined) or shows another failure. */
    fail: setFailure,
  };
};
