// The modal brings its own styles in this chunk, as the shared delete confirmation does.
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useRef } from 'react';
import { GMAIL_PAGE_TEXTS as T } from '../texts.ts';

export interface Confirmation {
  title: string;
  message: string;
  action: string;
  /** A destructive action is red, like the app's delete confirmations. */
  danger?: boolean;
  onConfirm: () => void;
}

/**
 * Asks before a step the user should mean (process, unlink, delete all; spec part B §5). Like the app's
 * delete confirmation, Cancel is the safe default and takes the focus first.
 */
export const ConfirmModal = ({ asking, onClose }: { asking: Confirmation | null; onClose: () => void }) => {
  // The wording stays while the modal fades out after an answer.
  const last = useRef(asking);
  if (asking) last.current = asking;
  const shown = last.current;
  return (
    <Modal
      opened={asking !== null}
      onClose={onClose}
      title={shown?.title}
      centered
      size="md"
      closeButtonProps={{ 'aria-label': T.close }}
    >
      <Text fz="md">{shown?.message}</Text>
      <Group justify="flex-end" mt="xl">
        <Button variant="default" onClick={onClose} data-autofocus>
          {T.cancel}
        </Button>
        <Button
          color={shown?.danger ? 'red.9' : undefined}
          onClick={() => {
            onClose();
            asking?.onConfirm();
          }}
        >
          {shown?.action}
        </Button>
      </Group>
    </Modal>
  );
};
