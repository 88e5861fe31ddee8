import { useState } from 'react';
import { ConfirmDeleteModal } from '@/components/confirm-delete-modal';

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
