import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TermsOfDeliveryLink } from '@selvedge/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeWhenSaved } from '../../../components/close-when-saved';
import { FormModal } from '../../../components/form-modal';
import { IconPencil } from '../../../components/icons';
import { LinkCell } from '../../../components/link-cell';
import { QueryErrorState } from '../../../components/query-error-state';
import { RowAction } from '../../../components/row-actions';
import { translatedInputProps } from '../../../lib/form';
import { useTermsOfDelivery } from '../api/get-terms-of-delivery';
import { useUpdateTermsOfDelivery } from '../api/update-terms-of-delivery';
import {
  type CompactColumn,
  CompactTable,
  CompactTableSkeleton,
  languageColumn,
  languageLabel,
} from './compact-table';
import { SettingsSection } from './settings-section';

const httpUrl = /^https?:\/\/[^\s/]+\S*$/i;

function urlKey(value: string): string | null {
  if (!value.trim()) return 'validation.REQUIRED';
  return httpUrl.test(value.trim()) ? null : 'settings.terms.invalidUrl';
}

function EditTermsModal({ link, onClose }: { link: TermsOfDeliveryLink; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateTermsOfDelivery();
  const form = useForm({ initialValues: { url: link.url }, validate: { url: urlKey } });
  const keyLabel = languageLabel(t, link.key);

  const submit = form.onSubmit((values) => {
    update.mutate(
      { key: link.key, url: values.url.trim() },
      closeWhenSaved(form, onClose, { message: t('settings.terms.saved', { language: keyLabel }) }),
    );
  });

  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('settings.terms.editTitle')}
      onSubmit={submit}
      mutation={update}
      submitLabel={t('common.save')}
    >
      <TextInput label={t('settings.terms.key')} value={keyLabel} readOnly variant="filled" />
      <TextInput
        label={t('settings.terms.url')}
        description={t('settings.terms.urlHint')}
        type="url"
        aria-required
        data-autofocus
        {...translatedInputProps(form, 'url', t)}
      />
    </FormModal>
  );
}

/** Settings 2: one terms-of-delivery link per language, in the order German, English, Dutch, French. */
export function TermsOfDeliverySection() {
  const { t } = useTranslation();
  const query = useTermsOfDelivery();
  const [editing, setEditing] = useState<TermsOfDeliveryLink | null>(null);

  const columns: CompactColumn<TermsOfDeliveryLink>[] = [
    languageColumn('key', t('settings.terms.key'), (row) => row.key),
    {
      id: 'url',
      header: t('settings.terms.url'),
      cell: (row) => <LinkCell href={row.url} />,
    },
    {
      id: 'edit',
      header: t('settings.actions'),
      align: 'right',
      width: 90,
      cell: (row) => (
        <RowAction
          label={t('settings.terms.edit', { language: t(`language.names.${row.key}`) })}
          icon={IconPencil}
          onClick={() => setEditing(row)}
        />
      ),
    },
  ];

  return (
    <SettingsSection title={t('settings.terms.title')} description={t('settings.terms.description')}>
      {query.isPending ? (
        <CompactTableSkeleton />
      ) : query.isError ? (
        <QueryErrorState query={query} />
      ) : (
        <CompactTable
          label={t('settings.terms.title')}
          columns={columns}
          rows={query.data}
          rowKey={(row) => row.key}
        />
      )}
      {editing ? <EditTermsModal link={editing} onClose={() => setEditing(null)} /> : null}
    </SettingsSection>
  );
}
