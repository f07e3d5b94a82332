import { Select, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type HelpPage,
  type HelpTextAdmin,
  helpPages,
  type Language,
  languageFlagCode,
} from '@selvedge/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminEditing, AdminListPage, useAdminRows } from '../../../components/admin-list-page';
import { closeWhenSaved } from '../../../components/close-when-saved';
import type { Column } from '../../../components/data-table';
import { FormModal } from '../../../components/form-modal';
import { LinkCell } from '../../../components/link-cell';
import { useDeleteHelpText, useHelpTextsAdminList, useSaveHelpText } from '../api/help-texts-admin';

type Editing = AdminEditing<HelpTextAdmin>;
const linkLanguages: Language[] = ['en', 'nl', 'de', 'fr'];

/** /help-text (administration 2): the help document of each page, one link per language. */
export function HelpTextsAdminPage() {
  const { t } = useTranslation();
  const query = useHelpTextsAdminList();
  const rows = useAdminRows<HelpTextAdmin>({
    remove: useDeleteHelpText(),
    deleteTitle: t('contentAdmin.helpTexts.deleteTitle'),
    nameOf: (row) => row.page,
  });

  const columns: Column<HelpTextAdmin>[] = [
    { id: 'page', header: t('contentAdmin.helpTexts.page'), isPrimary: true, cell: (row) => row.page },
    { id: 'title', header: t('contentAdmin.helpTexts.title'), isWrapping: true, cell: (row) => row.title },
    ...linkLanguages.map(
      (language): Column<HelpTextAdmin> => ({
        id: `link-${language}`,
        header: `${t('contentAdmin.helpTexts.link')} (${languageFlagCode[language]})`,
        isWrapping: true,
        cell: (row) =>
          row.links[language] ? (
            <LinkCell href={row.links[language]} />
          ) : (
            <Text size="sm" c="dimmed">
              –
            </Text>
          ),
      }),
    ),
    rows.actionsColumn,
  ];

  const taken = (query.data?.rows ?? []).map((row) => row.page);
  return (
    <AdminListPage
      title={t('pages.helpTexts')}
      description={t('contentAdmin.helpTexts.hint')}
      add={{ label: t('contentAdmin.helpTexts.add'), onClick: rows.add }}
      columns={columns}
      query={query}
      skeletonRows={6}
    >
      <HelpTextModal editing={rows.editing} takenPages={taken} onClose={rows.close} />
      {rows.dialog}
    </AdminListPage>
  );
}

interface FormValues {
  page: string | null;
  title: string;
  links: Record<Language, string>;
}

/** An http(s) address or a path on the portal, as the server accepts (administration 5). */
const isHelpLink = (value: string) =>
  /^\/[^/\\]/.test(value) || (/^https?:\/\/\S+$/i.test(value) && URL.canParse(value));

function HelpTextModal({
  editing,
  takenPages,
  onClose,
}: {
  editing: Editing;
  takenPages: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveHelpText();
  const item = editing?.item ?? null;
  // Adding: Dutch may stay empty; updating: all four are required (administration 5).
  const isRequired = (language: Language) => item !== null || language !== 'nl';
  const link = (language: Language) => (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) return isRequired(language) ? 'validation.REQUIRED' : null;
    return isHelpLink(trimmed) ? null : 'contentAdmin.helpTexts.linkFormat';
  };
  const form = useForm<FormValues>({
    initialValues: { page: null, title: '', links: { en: '', nl: '', de: '', fr: '' } },
    validate: {
      page: (value) => (value ? null : 'validation.REQUIRED'),
      title: (value) => (value.trim() ? null : 'validation.REQUIRED'),
      links: { en: link('en'), nl: link('nl'), de: link('de'), fr: link('fr') },
    },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the modal opens on another item.
  useEffect(() => {
    if (editing) {
      form.setValues({
        page: item?.page ?? null,
        title: item?.title ?? '',
        links: item ? { ...item.links } : { en: '', nl: '', de: '', fr: '' },
      });
      form.clearErrors();
      save.reset();
    }
  }, [editing]);

  // lib/form's translatedInputProps takes top-level keys only, and the links are nested (links.en).
  const field = (path: string) => {
    const props = form.getInputProps(path);
    const key = form.errors[path];
    const error = typeof key === 'string' && key.trim() ? t(key) : key ? ' ' : undefined;
    return { ...props, error };
  };

  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        id: item?.id ?? null,
        body: { page: values.page as HelpPage, title: values.title, links: values.links },
      },
      closeWhenSaved(form, onClose, { message: t('contentAdmin.saved') }),
    ),
  );

  const pageOptions = helpPages.map((page) => ({
    value: page,
    label: page,
    disabled: page !== item?.page && takenPages.includes(page),
  }));

  return (
    <FormModal
      opened={editing !== null}
      onClose={onClose}
      title={item ? t('contentAdmin.helpTexts.editTitle') : t('contentAdmin.helpTexts.addTitle')}
      onSubmit={submit}
      mutation={save}
      submitLabel={t('contentAdmin.save')}
      size="lg"
      isFullScreenOnPhone
    >
      <Select
        label={t('contentAdmin.helpTexts.page')}
        data={pageOptions}
        withAsterisk
        searchable
        {...field('page')}
      />
      <TextInput label={t('contentAdmin.helpTexts.title')} withAsterisk {...field('title')} />
      {linkLanguages.map((language) => (
        <TextInput
          key={language}
          label={`${t('contentAdmin.helpTexts.link')} (${languageFlagCode[language]})`}
          placeholder="https://…"
          withAsterisk={isRequired(language)}
          {...field(`links.${language}`)}
        />
      ))}
      <Text size="xs" c="dimmed">
        {t('contentAdmin.helpTexts.linkHint')}
      </Text>
    </FormModal>
  );
}
