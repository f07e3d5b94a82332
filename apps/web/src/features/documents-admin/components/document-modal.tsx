import {
  Checkbox,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { type DocumentAdmin, MAX_UPLOAD_BYTES } from '@selvedge/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeWhenSaved } from '../../../components/close-when-saved';
import { codeOptions } from '../../../components/code-options';
import { FormModal } from '../../../components/form-modal';
import { IconUpload } from '../../../components/icons';
import { UploadButton } from '../../../components/upload-button';
import { errorMessage } from '../../../lib/errors';
import { translatedInputProps } from '../../../lib/form';
import { useCustomerGroups } from '../../../lib/lookups';
import {
  uploadDocumentFile,
  useCustomerCodes,
  useDocumentTypeOptions,
  useSaveDocument,
} from '../api/documents-admin';

export type Editing = { item: DocumentAdmin | null } | null;

interface FormValues {
  name: string;
  documentType: string | null;
  source: 'file' | 'url';
  fileId: string | null;
  fileName: string | null;
  externalUrl: string;
  customerCodes: string[];
  customerGroupCodes: string[];
  openInBrowser: boolean;
}

const valuesOf = (item: DocumentAdmin | null): FormValues => ({
  name: item?.name ?? '',
  documentType: item?.documentType ?? null,
  source: item?.externalUrl ? 'url' : 'file',
  fileId: item?.fileId ?? null,
  fileName: item?.fileName ?? null,
  externalUrl: item?.externalUrl ?? '',
  customerCodes: [...(item?.customerCodes ?? [])],
  customerGroupCodes: [...(item?.customerGroupCodes ?? [])],
  openInBrowser: item?.openInBrowser ?? false,
});

const isWebAddress = (value: string) => /^https?:\/\/\S+$/i.test(value) && URL.canParse(value);

/** Add or edit a document (administration 2, 5): an uploaded PDF/JPEG/PNG or an external address. */
export function DocumentModal({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveDocument();
  const types = useDocumentTypeOptions();
  const groups = useCustomerGroups();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, 250);
  const customers = useCustomerCodes(debouncedSearch);
  const [isUploading, setIsUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const item = editing?.item ?? null;

  const form = useForm<FormValues>({
    initialValues: valuesOf(null),
    validate: {
      name: (value) => (value.trim() ? null : 'validation.REQUIRED'),
      fileId: (value, values) =>
        values.source === 'file' && !value ? 'contentAdmin.documents.fileRequired' : null,
      externalUrl: (value, values) => {
        if (values.source !== 'url') return null;
        if (!value.trim()) return 'validation.REQUIRED';
        return isWebAddress(value.trim()) ? null : 'contentAdmin.documents.urlFormat';
      },
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the modal opens on another item.
  useEffect(() => {
    if (editing) {
      form.setValues(valuesOf(item));
      form.clearErrors();
      save.reset();
      setUploadError(null);
      setSearch('');
    }
  }, [editing]);

  const field = (path: keyof FormValues) => translatedInputProps(form, path, t);

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    if (file.size > MAX_UPLOAD_BYTES) {
      setUploadError(t('errors.FILE_TOO_LARGE'));
      return;
    }
    setIsUploading(true);
    try {
      const uploaded = await uploadDocumentFile(file);
      form.setFieldValue('fileId', uploaded.id);
      form.setFieldValue('fileName', uploaded.fileName);
      form.clearFieldError('fileId');
    } catch (error) {
      setUploadError(errorMessage(t, error));
    } finally {
      setIsUploading(false);
    }
  };

  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        id: item?.id ?? null,
        body: {
          name: values.name,
          documentType: values.documentType,
          fileId: values.source === 'file' ? values.fileId : null,
          externalUrl: values.source === 'url' ? values.externalUrl.trim() : null,
          customerCodes: values.customerCodes,
          customerGroupCodes: values.customerGroupCodes,
          openInBrowser: values.openInBrowser,
        },
      },
      closeWhenSaved(form, onClose, { message: t('contentAdmin.saved') }),
    ),
  );

  const values = form.getValues();
  const typeOptions = (types.data?.documentTypes ?? []).map((type) => type.name);
  if (values.documentType && !typeOptions.includes(values.documentType))
    typeOptions.push(values.documentType);
  const groupOptions = codeOptions(groups.data?.groups, values.customerGroupCodes);
  // The chosen codes stay among the options whatever the search finds.
  const customerOptions = codeOptions(customers.data?.customers, values.customerCodes);

  return (
    <FormModal
      opened={editing !== null}
      onClose={onClose}
      title={item ? t('contentAdmin.documents.editTitle') : t('contentAdmin.documents.addTitle')}
      onSubmit={submit}
      mutation={save}
      submitLabel={t('contentAdmin.save')}
      isSubmitDisabled={isUploading}
      size="lg"
      isFullScreenOnPhone
    >
      <TextInput label={t('contentAdmin.documents.name')} withAsterisk {...field('name')} />
      <Select
        label={t('contentAdmin.documents.type')}
        data={typeOptions}
        searchable
        clearable
        {...field('documentType')}
      />
      <Stack gap={6}>
        <Text fw={500} size="sm" id="document-source-label">
          {t('contentAdmin.documents.source')}
        </Text>
        <SegmentedControl
          aria-labelledby="document-source-label"
          value={values.source}
          onChange={(value) => {
            form.setFieldValue('source', value as FormValues['source']);
            form.clearErrors();
          }}
          data={[
            { value: 'file', label: t('contentAdmin.documents.sourceFile') },
            { value: 'url', label: t('contentAdmin.documents.sourceUrl') },
          ]}
        />
      </Stack>
      {values.source === 'file' ? (
        <Stack gap={6}>
          <Group gap="sm" wrap="wrap">
            <UploadButton
              onChange={(file) => void upload(file)}
              accept="application/pdf,image/png,image/jpeg"
              icon={IconUpload}
              isUploading={isUploading}
            >
              {values.fileId
                ? t('contentAdmin.documents.replaceFile')
                : t('contentAdmin.documents.uploadFile')}
            </UploadButton>
            <Text size="sm" c={values.fileName ? undefined : 'dimmed'} style={{ wordBreak: 'break-all' }}>
              {values.fileName ?? t('contentAdmin.documents.noFile')}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            {t('contentAdmin.documents.fileHint')}
          </Text>
          {uploadError || form.errors.fileId ? (
            <Text c="red" size="sm" role="alert">
              {uploadError ??
                (typeof form.errors.fileId === 'string' && form.errors.fileId.trim()
                  ? t(form.errors.fileId)
                  : t('contentAdmin.documents.fileRequired'))}
            </Text>
          ) : null}
        </Stack>
      ) : (
        <TextInput
          label={t('contentAdmin.documents.externalUrl')}
          placeholder="https://…"
          withAsterisk
          {...field('externalUrl')}
        />
      )}
      <MultiSelect
        label={t('contentAdmin.documents.customerCodes')}
        description={t('contentAdmin.documents.customerCodesHint')}
        data={customerOptions}
        searchable
        clearable
        searchValue={search}
        onSearchChange={setSearch}
        nothingFoundMessage={t('common.nothingFound')}
        {...form.getInputProps('customerCodes')}
      />
      <MultiSelect
        label={t('contentAdmin.customerGroups')}
        description={t('contentAdmin.documents.groupsHint')}
        data={groupOptions}
        searchable
        clearable
        {...form.getInputProps('customerGroupCodes')}
      />
      <Checkbox
        label={t('contentAdmin.documents.openInBrowser')}
        {...form.getInputProps('openInBrowser', { type: 'checkbox' })}
      />
    </FormModal>
  );
}
