import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { RegistrationView } from '@selvedge/contracts';
import { IconCheck, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { FormProblem, markServerErrors } from '../../../components/form-problem';
import { PageHeader } from '../../../components/page-header';
import { useListParams } from '../../../components/use-list-params';
import { errorMessage, isAnnouncedGlobally } from '../../../lib/errors';
import { translatedInputProps } from '../../../lib/form';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { requiredKey } from '../../../lib/validators';
import { useApproveRegistration } from '../api/approve-registration';
import { useDeleteRegistration } from '../api/delete-registration';
import { useRegistrations } from '../api/get-registrations';

/** The country's name in the user's language; the code when the browser does not know it. */
function countryName(code: string): string {
  try {
    return new Intl.DisplayNames([currentLanguage()], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

const fullName = (row: RegistrationView) => `${row.firstName} ${row.lastName}`;

function ApproveModal({ request, onClose }: { request: RegistrationView; onClose: () => void }) {
  const { t } = useTranslation();
  const approve = useApproveRegistration();
  const form = useForm({ initialValues: { customerCode: '' }, validate: { customerCode: requiredKey } });

  const submit = form.onSubmit((values) => {
    approve.mutate(
      { id: request.id, customerCode: values.customerCode.trim() },
      {
        onSuccess: (result) => {
          notifications.show(
            result.isMailSent
              ? {
                  color: 'teal',
                  title: t('approveUsers.approvedTitle'),
                  message: t('approveUsers.approvedText', { email: request.email }),
                }
              : {
                  color: 'orange',
                  title: t('approveUsers.approvedTitle'),
                  message: t('approveUsers.approvedMailFailed', { email: request.email }),
                },
          );
          onClose();
        },
        onError: (error) => markServerErrors(form, error),
      },
    );
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('approveUsers.approveTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {t('approveUsers.approveText', {
              name: fullName(request),
              company: request.companyName,
              email: request.email,
            })}
          </Text>
          <FormProblem error={approve.error} />
          <TextInput
            label={t('approveUsers.customerCode')}
            description={t('approveUsers.customerCodeHint')}
            autoComplete="off"
            aria-required
            data-autofocus
            {...translatedInputProps(form, 'customerCode', t)}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={approve.isPending} leftSection={<IconCheck size={16} />}>
              {t('approveUsers.approve')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** /registration-request (administration 2 "Approve Users", D32). */
export function RegistrationRequestsPage() {
  const { t } = useTranslation();
  const { page, search } = useListParams();
  const query = useRegistrations({ page, search });
  const remove = useDeleteRegistration();
  const [approving, setApproving] = useState<RegistrationView | null>(null);
  const [toDelete, setToDelete] = useState<RegistrationView | null>(null);

  const confirmDelete = () => {
    const row = toDelete;
    setToDelete(null);
    if (!row) return;
    remove.mutate(row.id, {
      onSuccess: () =>
        notifications.show({ color: 'teal', message: t('approveUsers.deleted', { email: row.email }) }),
      onError: (error) => {
        if (!isAnnouncedGlobally(error))
          notifications.show({ color: 'red', message: errorMessage(t, error) });
      },
    });
  };

  const columns: Column<RegistrationView>[] = [
    { id: 'name', header: t('approveUsers.columns.name'), isPrimary: true, cell: fullName },
    {
      id: 'company',
      header: t('approveUsers.columns.company'),
      isWrapping: true,
      cell: (row) => row.companyName,
    },
    {
      id: 'email',
      header: t('approveUsers.columns.email'),
      cell: (row) => <span style={{ overflowWrap: 'anywhere' }}>{row.email}</span>,
    },
    { id: 'city', header: t('approveUsers.columns.city'), cell: (row) => row.city },
    { id: 'country', header: t('approveUsers.columns.country'), cell: (row) => countryName(row.country) },
    { id: 'date', header: t('approveUsers.columns.date'), cell: (row) => formatDate(row.createdAt) },
    {
      id: 'actions',
      header: t('approveUsers.columns.actions'),
      align: 'right',
      isAction: true,
      cell: (row) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <Tooltip label={t('approveUsers.approveFor', { name: fullName(row) })}>
            <ActionIcon
              variant="light"
              color="teal"
              aria-label={t('approveUsers.approveFor', { name: fullName(row) })}
              onClick={() => setApproving(row)}
            >
              <IconCheck size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('approveUsers.deleteFor', { name: fullName(row) })}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('approveUsers.deleteFor', { name: fullName(row) })}
              onClick={() => setToDelete(row)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('pages.registrationRequests')} description={t('approveUsers.subtitle')} />
      <DataTable
        label={t('pages.registrationRequests')}
        columns={columns}
        rowKey={(row) => row.id}
        query={query}
      />
      {approving ? <ApproveModal request={approving} onClose={() => setApproving(null)} /> : null}
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('approveUsers.deleteTitle')}
        message={t('approveUsers.deleteText', {
          name: toDelete ? fullName(toDelete) : '',
          company: toDelete?.companyName ?? '',
        })}
        confirmLabel={t('settings.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        isDanger
      />
    </>
  );
}
