import { chakra } from '@chakra-ui/react';
import { ja } from '../shared/i18n/ja';
import { Button } from './button';
import { Modal } from './modal';

interface ConfirmDialogProps {
  message?: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

// Deletions ask first; the spec fixes the width (623 px) and the default wording.
export const ConfirmDialog = ({ message = ja.dialog.deleteConfirm, confirmLabel = ja.common.delete, onConfirm, onCancel }: ConfirmDialogProps) => (
  <Modal
    title={message}
    width="623px"
    role="alertdialog"
    testId="confirm-dialog"
    onClose={onCancel}
    footer={
      <>
        <Button variant="outline" onClick={onCancel}>
          {ja.common.cancel}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </>
    }
  >
    <chakra.p color="muted">{message}</chakra.p>
  </Modal>
);
