// The shell loads only the components of the first screens; the modal brings its own styles in this chunk.
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
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
  <Modal
    opened={opened}
    onClose={onCancel}
    title={label}
    centered
    size="md"
    closeButtonProps={{ 'aria-label': MEMORY_TEXTS.close }}
  >
    <Text fz="md">{MEMORY_TEXTS.forgetQuestion}</Text>
    <Group justify="flex-end" mt="xl">
      <Button variant="default" onClick={onCancel} data-autofocus>
        {MEMORY_TEXTS.cancel}
      </Button>
      <Button color="red.9" onClick={onForget} loading={forgetting}>
        {MEMORY_TEXTS.forget}
      </Button>
    </Group>
  </Modal>
);
