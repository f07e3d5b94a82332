import { Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { RegistrationView } from '@selvedge/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeWhenSaved } from '../../../components/close-when-saved';
import { type Column, DataTable } from '../../../components/data-table';
import { FormModal } from '../../../components/form-modal';
import { IconCheck, IconTrash } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { actionsColumn, RowAction, RowActionGroup } from '../../../components/row-actions';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { useListParams } from '../../../components/use-list-params';
import { countryName } from '../../../lib/country-name';
import { translatedInputProps } from '../../../lib/form';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { requiredKey } from '../../../lib/validators';
import { useApproveRegistration } from '../api/approve-registration';
import { useDeleteRegistration } from '../api/delete-registration';
import { useRegistrations } from '../api/get-registrations';

const fullName = (row: RegistrationView) => `${row.firstName} ${row.lastName}`;

function ApproveModal({ request, onClose }: { request: RegistrationView; onClose: () => void }) {
  const { t } = useTranslation();
  const approve = useApproveRegistration();
  const form = useForm({ initialValues: { customerCode: '' }, validate: { customerCode: requiredKey } });

  const submit = form.onSubmit((values) => {
    approve.mutate(
      { id: request.id, customerCode: values.customerCode.trim() },
      // Approved either way; a mail that could not be sent is said in orange.
      closeWhenSaved(form, onClose, (result) =>
        result.isMailSent
          ? {
              title: t('approveUsers.approvedTitle'),
              message: t('approveUsers.approvedText', { email: request.email }),
            }
          : {
              color: 'orange',
              title: t('approveUsers.approvedTitle'),
              message: t('approveUsers.approvedMailFailed', { email: request.email }),
            },
      ),
    );
  });

  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('approveUsers.approveTitle')}
      onSubmit={submit}
      mutation={approve}
      submitLabel={t('approveUsers.approve')}
      submitIcon={<IconCheck size={16} />}
      intro={
        <Text size="sm">
          {t('approveUsers.approveText', {
            name: fullName(request),
            company: request.companyName,
            email: request.email,
          })}
        </Text>
      }
    >
      <TextInput
        label={t('approveUsers.customerCode')}
        description={t('approveUsers.customerCodeHint')}
        autoComplete="off"
        aria-required
        data-autofocus
        {...translatedInputProps(form, 'customerCode', t)}
      />
    </FormModal>
  );
}

/** /registration-request (administration 2 "Approve Users", D32). */
export function RegistrationRequestsPage() {
  const { t } = useTranslation();
  const { page, search } = useListParams();
  const query = useRegistrations({ page, search });
  const [approving, setApproving] = useState<RegistrationView | null>(null);
  const deletion = useConfirmedDelete<RegistrationView>({
    remove: useDeleteRegistration(),
    title: t('approveUsers.deleteTitle'),
    message: (row) => t('approveUsers.deleteText', { name: fullName(row), company: row.companyName }),
    confirmLabel: t('settings.delete'),
    deletedMessage: (row) => t('approveUsers.deleted', { email: row.email }),
  });

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
    {
      id: 'country',
      header: t('approveUsers.columns.country'),
      cell: (row) => countryName(row.country, currentLanguage()),
    },
    { id: 'date', header: t('approveUsers.columns.date'), cell: (row) => formatDate(row.createdAt) },
    actionsColumn(t('approveUsers.columns.actions'), (row) => (
      <RowActionGroup>
        <RowAction
          label={t('approveUsers.approveFor', { name: fullName(row) })}
          icon={IconCheck}
          variant="light"
          color="teal"
          onClick={() => setApproving(row)}
        />
        <RowAction
          label={t('approveUsers.deleteFor', { name: fullName(row) })}
          icon={IconTrash}
          color="red"
          onClick={() => deletion.ask(row)}
        />
      </RowActionGroup>
    )),
  ];

  return (
    <>
      <PageHeader title={t('pages.registrationRequests')} description={t('approveUsers.subtitle')} />
      <DataTable
        label={t('pages.registrationRequests')}
        columns={columns}
        rowKey={(row) => row.id}
        query={query}
        columnsKey="registrationRequests"
      />
      {approving ? <ApproveModal request={approving} onClose={() => setApproving(null)} /> : null}
      {deletion.dialog}
    </>
  );
}
