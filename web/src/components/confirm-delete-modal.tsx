// The shell loads only the components of the first screens; the modal brings its own styles in this chunk.
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { DELETE_TEXTS } from './texts';

interface ConfirmDeleteModalProps {
  opened: boolean;
  title: string;
  message: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** The confirming button's words when the action is not a deletion (ending sessions); "Delete" otherwise. */
  confirmLabel?: string;
}

/** Asks before anything is deleted (§5); Cancel is the safe default and takes the focus first. */
export const ConfirmDeleteModal = ({
  opened,
  title,
  message,
  deleting,
  onCancel,
  onConfirm,
  confirmLabel = DELETE_TEXTS.delete,
}: ConfirmDeleteModalProps) => (
  <Modal
    opened={opened}
    onClose={onCancel}
    title={title}
    centered
    size="md"
    closeButtonProps={{ 'aria-label': DELETE_TEXTS.close }}
  >
    <Text fz="md">{message}</Text>
    <Group justify="flex-end" mt="xl">
      <Button variant="default" onClick={onCancel} data-autofocus>
        {DELETE_TEXTS.cancel}
      </Button>
      <Button color="red.9" onClick={onConfirm} loading={deleting}>
        {confirmLabel}
      </Button>
    </Group>
  </Modal>
);
