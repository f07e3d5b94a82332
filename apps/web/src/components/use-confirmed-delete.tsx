import { notifications } from '@mantine/notifications';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';
import { notifyError } from './notify-error';

/** What is needed of a delete mutation; TanStack Query's `useMutation` result fits. */
export interface DeleteMutation {
  mutate: (id: string, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
}

interface ConfirmedDeleteOptions<Row> {
  /** The delete mutation, called with the row's id once the user confirms. */
  remove: DeleteMutation;
  title: string;
  /** The question; the content administration's "Are you sure?" unless given. */
  message?: (row: Row) => string;
  /** The confirming button; the content administration's "Delete" unless given. */
  confirmLabel?: string;
  /** The notification after the delete; the content administration's "Success" unless given. */
  deletedMessage?: (row: Row) => string;
}

/**
 * Delete a row only after the user confirmed it (administration 2), then say how it went. `ask(row)`
 * opens the dialog; render `dialog` once on the page.
 */
export function useConfirmedDelete<Row extends { id: string }>({
  remove,
  title,
  message,
  confirmLabel,
  deletedMessage,
}: ConfirmedDeleteOptions<Row>): { ask: (row: Row) => void; dialog: ReactNode } {
  const { t } = useTranslation();
  // The row outlives `isOpen`, so that the text does not blank out while the dialog fades away.
  const [row, setRow] = useState<Row | null>(null);
  const [isOpen, setIsOpen] = useState(false);

  const ask = (next: Row) => {
    setRow(next);
    setIsOpen(true);
  };

  const confirm = () => {
    setIsOpen(false);
    // A second click while the dialog fades must not delete twice.
    if (!isOpen || !row) return;
    remove.mutate(row.id, {
      onSuccess: () =>
        notifications.show({
          color: 'teal',
          message: deletedMessage ? deletedMessage(row) : t('contentAdmin.success'),
        }),
      onError: (error) => notifyError(t, error),
    });
  };

  const dialog = (
    <ConfirmDialog
      opened={isOpen}
      title={title}
      message={message ? (row ? message(row) : '') : t('contentAdmin.areYouSure')}
      confirmLabel={confirmLabel ?? t('contentAdmin.delete')}
      onConfirm={confirm}
      onCancel={() => setIsOpen(false)}
      isDanger
    />
  );
  return { ask, dialog };
}
