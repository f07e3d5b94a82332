import { Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type DocumentTypeAdmin, type Language, languages } from '@selvedge/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminEditing, AdminListPage, useAdminRows } from '../../../components/admin-list-page';
import { closeWhenSaved } from '../../../components/close-when-saved';
import { codeOptions } from '../../../components/code-options';
import type { Column } from '../../../components/data-table';
import { FormModal } from '../../../components/form-modal';
import { translatedInputProps } from '../../../lib/form';
import { useCustomerGroups } from '../../../lib/lookups';
import {
  useDeleteDocumentType,
  useDocumentTypesAdminList,
  useSaveDocumentType,
} from '../api/document-types-admin';

type Editing = AdminEditing<DocumentTypeAdmin>;

/** /document-type (administration 2): the document types, with an add/edit modal. */
export function DocumentTypesAdminPage() {
  const { t } = useTranslation();
  const query = useDocumentTypesAdminList();
  const rows = useAdminRows<DocumentTypeAdmin>({
    remove: useDeleteDocumentType(),
    deleteTitle: t('contentAdmin.documentTypes.deleteTitle'),
    nameOf: (row) => row.name,
  });

  const columns: Column<DocumentTypeAdmin>[] = [
    {
      id: 'name',
      header: t('contentAdmin.documentTypes.name'),
      isPrimary: true,
      isWrapping: true,
      cell: (row) => row.name,
    },
    {
      id: 'language',
      header: t('contentAdmin.documentTypes.language'),
      cell: (row) =>
        row.language ? t(`language.names.${row.language}`) : t('contentAdmin.documentTypes.allLanguages'),
    },
    {
      id: 'group',
      header: t('contentAdmin.documentTypes.customerGroup'),
      cell: (row) => row.customerGroupCode ?? t('contentAdmin.allGroups'),
    },
    rows.actionsColumn,
  ];

  return (
    <AdminListPage
      title={t('pages.documentTypes')}
      description={t('contentAdmin.documentTypes.hint')}
      add={{ label: t('contentAdmin.documentTypes.add'), onClick: rows.add }}
      columns={columns}
      query={query}
      skeletonRows={4}
    >
      <DocumentTypeModal editing={rows.editing} onClose={rows.close} />
      {rows.dialog}
    </AdminListPage>
  );
}

interface FormValues {
  name: string;
  language: string | null;
  customerGroupCode: string | null;
}

function DocumentTypeModal({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveDocumentType();
  const groups = useCustomerGroups();
  const item = editing?.item ?? null;
  const form = useForm<FormValues>({
    initialValues: { name: '', language: null, customerGroupCode: null },
    validate: { name: (value) => (value.trim() ? null : 'validation.REQUIRED') },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the modal opens on another item.
  useEffect(() => {
    if (editing) {
      form.setValues({
        name: item?.name ?? '',
        language: item?.language ?? null,
        customerGroupCode: item?.customerGroupCode ?? null,
      });
      form.clearErrors();
      save.reset();
    }
  }, [editing]);

  const field = (path: keyof FormValues) => translatedInputProps(form, path, t);

  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        id: item?.id ?? null,
        body: {
          name: values.name,
          language: (values.language as Language | null) ?? null,
          customerGroupCode: values.customerGroupCode ?? null,
        },
      },
      closeWhenSaved(form, onClose, { message: t('contentAdmin.saved') }),
    ),
  );

  const groupOptions = codeOptions(groups.data?.groups, [form.getValues().customerGroupCode]);

  return (
    <FormModal
      opened={editing !== null}
      onClose={onClose}
      title={item ? t('contentAdmin.documentTypes.editTitle') : t('contentAdmin.documentTypes.addTitle')}
      onSubmit={submit}
      mutation={save}
      submitLabel={t('contentAdmin.save')}
      isFullScreenOnPhone
    >
      <TextInput label={t('contentAdmin.documentTypes.name')} withAsterisk {...field('name')} />
      <Select
        label={t('contentAdmin.documentTypes.language')}
        placeholder={t('contentAdmin.documentTypes.allLanguages')}
        data={languages.map((language) => ({ value: language, label: t(`language.names.${language}`) }))}
        clearable
        {...field('language')}
      />
      <Select
        label={t('contentAdmin.documentTypes.customerGroup')}
        placeholder={t('contentAdmin.allGroups')}
        data={groupOptions}
        searchable
        clearable
        {...field('customerGroupCode')}
      />
    </FormModal>
  );
}
