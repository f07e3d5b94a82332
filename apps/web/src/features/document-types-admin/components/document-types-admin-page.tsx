import { ActionIcon, Button, Group, Modal, Select, Stack, TextInput, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { type DocumentTypeAdmin, type Language, languages } from '@selvedge/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { FormProblem, markServerErrors } from '../../../components/form-problem';
import { PageHeader } from '../../../components/page-header';
import { errorMessage, isAnnouncedGlobally } from '../../../lib/errors';
import {
  useCustomerGroups,
  useDeleteDocumentType,
  useDocumentTypesAdminList,
  useSaveDocumentType,
} from '../api/document-types-admin';

type Editing = { item: DocumentTypeAdmin | null } | null;

/** /document-type (administration 2): the document types, with an add/edit modal. */
export function DocumentTypesAdminPage() {
  const { t } = useTranslation();
  const query = useDocumentTypesAdminList();
  const remove = useDeleteDocumentType();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<DocumentTypeAdmin | null>(null);

  const confirmDelete = () => {
    const row = toDelete;
    setToDelete(null);
    if (!row) return;
    remove.mutate(row.id, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('contentAdmin.success') }),
      onError: (error) => {
        if (!isAnnouncedGlobally(error))
          notifications.show({ color: 'red', message: errorMessage(t, error) });
      },
    });
  };

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
    {
      id: 'actions',
      header: t('contentAdmin.actions'),
      align: 'right',
      isAction: true,
      cell: (row) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('contentAdmin.edit')}>
            <ActionIcon
              variant="subtle"
              aria-label={`${t('contentAdmin.edit')}: ${row.name}`}
              onClick={() => setEditing({ item: row })}
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('contentAdmin.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${t('contentAdmin.delete')}: ${row.name}`}
              onClick={() => setToDelete(row)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  const title = t('pages.documentTypes');
  return (
    <>
      <PageHeader
        title={title}
        description={t('contentAdmin.documentTypes.hint')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ item: null })}>
            {t('contentAdmin.documentTypes.add')}
          </Button>
        }
      />
      <DataTable
        label={title}
        columns={columns}
        rowKey={(row) => row.id}
        query={query}
        hasSearch={false}
        skeletonRows={4}
      />
      <DocumentTypeModal editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('contentAdmin.documentTypes.deleteTitle')}
        message={t('contentAdmin.areYouSure')}
        confirmLabel={t('contentAdmin.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        isDanger
      />
    </>
  );
}

interface FormValues {
  name: string;
  language: string | null;
  customerGroupCode: string | null;
}

function DocumentTypeModal({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 47.99em)');
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

  const field = (path: keyof FormValues) => {
    const props = form.getInputProps(path);
    const key = form.errors[path];
    const error = typeof key === 'string' && key.trim() ? t(key) : key ? ' ' : undefined;
    return { ...props, error };
  };

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
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('contentAdmin.saved') });
          onClose();
        },
        onError: (error) => markServerErrors(form, error),
      },
    ),
  );

  const groupOptions = (groups.data?.groups ?? []).map((group) => ({
    value: group.code,
    label: `${group.code} – ${group.name}`,
  }));
  const code = form.getValues().customerGroupCode;
  if (code && !groupOptions.some((option) => option.value === code))
    groupOptions.push({ value: code, label: code });

  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      fullScreen={isPhone}
      title={item ? t('contentAdmin.documentTypes.editTitle') : t('contentAdmin.documentTypes.addTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormProblem error={save.error} />
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
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('contentAdmin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
