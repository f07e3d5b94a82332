import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  isDanger?: boolean;
  /** The confirmed action is running: the confirm button shows it and takes no second click. */
  isBusy?: boolean;
}

/** The dialog of ConfirmDialog (confirm-dialog.tsx), in a file of its own: loaded when first needed. */
export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  isDanger = false,
  isBusy = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button color={isDanger ? 'red' : undefined} onClick={onConfirm} loading={isBusy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
