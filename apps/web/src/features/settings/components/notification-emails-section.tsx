import { Button, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { NotificationEmail } from '@selvedge/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeWhenSaved } from '../../../components/close-when-saved';
import { type Column, DataTable } from '../../../components/data-table';
import { FormModal } from '../../../components/form-modal';
import { IconPlus, IconTrash } from '../../../components/icons';
import { actionsColumn, RowAction } from '../../../components/row-actions';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { useListParams } from '../../../components/use-list-params';
import { translatedInputProps } from '../../../lib/form';
import { emailKey } from '../../../lib/validators';
import { useAddNotificationEmail } from '../api/add-notification-email';
import { useDeleteNotificationEmail } from '../api/delete-notification-email';
import { useNotificationEmails } from '../api/get-notification-emails';
import { SettingsSection } from './settings-section';

function AddNotificationEmailModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddNotificationEmail();
  const form = useForm({ initialValues: { email: '' }, validate: { email: emailKey } });

  const close = () => {
    form.reset();
    add.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    add.mutate(
      { email: values.email.trim() },
      closeWhenSaved(form, close, (row) => ({
        message: t('settings.notifications.added', { email: row.email }),
      })),
    );
  });

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t('settings.notifications.addTitle')}
      onSubmit={submit}
      mutation={add}
      submitLabel={t('settings.notifications.add')}
    >
      <TextInput
        label={t('settings.notifications.email')}
        type="email"
        autoComplete="off"
        aria-required
        data-autofocus
        {...translatedInputProps(form, 'email', t)}
      />
    </FormModal>
  );
}

/** Settings 1: the addresses told of new registrations (D32), 10 a page. */
export function NotificationEmailsSection() {
  const { t } = useTranslation();
  const { page } = useListParams();
  const query = useNotificationEmails(page);
  const [isAdding, setIsAdding] = useState(false);
  const deletion = useConfirmedDelete<NotificationEmail>({
    remove: useDeleteNotificationEmail(),
    title: t('settings.notifications.deleteTitle'),
    message: (row) => t('settings.notifications.deleteText', { email: row.email }),
    confirmLabel: t('settings.delete'),
    deletedMessage: (row) => t('settings.notifications.deleted', { email: row.email }),
  });

  const columns: Column<NotificationEmail>[] = [
    {
      id: 'email',
      header: t('settings.notifications.email'),
      isPrimary: true,
      isWrapping: true,
      cell: (row) => row.email,
    },
    actionsColumn(t('settings.actions'), (row) => (
      <RowAction
        label={t('settings.notifications.delete', { email: row.email })}
        icon={IconTrash}
        color="red"
        onClick={() => deletion.ask(row)}
      />
    )),
  ];

  return (
    <SettingsSection
      title={t('settings.notifications.title')}
      description={t('settings.notifications.description')}
      hasOwnFrame
      actions={
        <Button leftSection={<IconPlus size={16} />} onClick={() => setIsAdding(true)}>
          {t('settings.notifications.add')}
        </Button>
      }
    >
      <DataTable
        label={t('settings.notifications.title')}
        columns={columns}
        rowKey={(row) => row.id}
        query={query}
        hasSearch={false}
        skeletonRows={3}
      />
      <AddNotificationEmailModal opened={isAdding} onClose={() => setIsAdding(false)} />
      {deletion.dialog}
    </SettingsSection>
  );
}
