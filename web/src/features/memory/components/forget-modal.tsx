import { ConfirmDeleteModal } from '@/components/confirm-delete-modal';
import { MEMORY_TEXTS } from '../texts.ts';

interface ForgetModalProps {
  opened: boolean;
  /** The fact asked about ("Married Tom Hollins"), as the dialog's title. */
  label: string;
  forgetting: boolean;
  onCancel: () => void;
  onForget: () => void;
}

/** Asks before a fact is forgotten; Cancel is the safe default and takes the focus first. */
export const ForgetModal = ({ opened, label, forgetting, onCancel, onForget }: ForgetModalProps) => (
  <ConfirmDeleteModal
    opened={opened}
    title={label}
    message={MEMORY_TEXTS.forgetQuestion}
    deleting={forgetting}
    onCancel={onCancel}
    onConfirm={onForget}
    confirmLabel={MEMORY_TEXTS.forget}
  />
);
