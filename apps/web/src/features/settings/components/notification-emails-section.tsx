import { ActionIcon, Button, Group, Modal, Stack, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { NotificationEmail } from '@selvedge/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { FormProblem, markServerErrors } from '../../../components/form-problem';
import { useListParams } from '../../../components/use-list-params';
import { errorMessage, isAnnouncedGlobally } from '../../../lib/errors';
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
      {
        onSuccess: (row) => {
          notifications.show({
            color: 'teal',
            message: t('settings.notifications.added', { email: row.email }),
          });
          close();
        },
        onError: (error) => markServerErrors(form, error),
      },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('settings.notifications.addTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormProblem error={add.error} />
          <TextInput
            label={t('settings.notifications.email')}
            type="email"
            autoComplete="off"
            aria-required
            data-autofocus
            {...translatedInputProps(form, 'email', t)}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t('settings.notifications.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** Settings 1: the addresses told of new registrations (D32), 10 a page. */
export function NotificationEmailsSection() {
  const { t } = useTranslation();
  const { page } = useListParams();
  const query = useNotificationEmails(page);
  const remove = useDeleteNotificationEmail();
  const [isAdding, setIsAdding] = useState(false);
  const [toDelete, setToDelete] = useState<NotificationEmail | null>(null);

  const confirmDelete = () => {
    const row = toDelete;
    setToDelete(null);
    if (!row) return;
    remove.mutate(row.id, {
      onSuccess: () =>
        notifications.show({
          color: 'teal',
          message: t('settings.notifications.deleted', { email: row.email }),
        }),
      onError: (error) => {
        if (!isAnnouncedGlobally(error))
          notifications.show({ color: 'red', message: errorMessage(t, error) });
      },
    });
  };

  const columns: Column<NotificationEmail>[] = [
    {
      id: 'email',
      header: t('settings.notifications.email'),
      isPrimary: true,
      isWrapping: true,
      cell: (row) => row.email,
    },
    {
      id: 'delete',
      header: t('settings.actions'),
      align: 'right',
      isAction: true,
      cell: (row) => (
        <Tooltip label={t('settings.notifications.delete', { email: row.email })}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('settings.notifications.delete', { email: row.email })}
            onClick={() => setToDelete(row)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      ),
    },
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
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('settings.notifications.deleteTitle')}
        message={t('settings.notifications.deleteText', { email: toDelete?.email ?? '' })}
        confirmLabel={t('settings.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        isDanger
      />
    </SettingsSection>
  );
}
