import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  type HelpPage,
  type HelpTextAdmin,
  helpPages,
  type Language,
  languageFlagCode,
} from '@selvedge/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { FormProblem, markServerErrors } from '../../../components/form-problem';
import { PageHeader } from '../../../components/page-header';
import { errorMessage, isAnnouncedGlobally } from '../../../lib/errors';
import { useDeleteHelpText, useHelpTextsAdminList, useSaveHelpText } from '../api/help-texts-admin';

type Editing = { item: HelpTextAdmin | null } | null;
const linkLanguages: Language[] = ['en', 'nl', 'de', 'fr'];

/** /help-text (administration 2): the help document of each page, one link per language. */
export function HelpTextsAdminPage() {
  const { t } = useTranslation();
  const query = useHelpTextsAdminList();
  const remove = useDeleteHelpText();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<HelpTextAdmin | null>(null);

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
            <Anchor
              href={row.links[language]}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              style={{ wordBreak: 'break-all' }}
            >
              {row.links[language]}
            </Anchor>
          ) : (
            <Text size="sm" c="dimmed">
              –
            </Text>
          ),
      }),
    ),
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
              aria-label={`${t('contentAdmin.edit')}: ${row.page}`}
              onClick={() => setEditing({ item: row })}
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('contentAdmin.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${t('contentAdmin.delete')}: ${row.page}`}
              onClick={() => setToDelete(row)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  const title = t('pages.helpTexts');
  const taken = (query.data?.rows ?? []).map((row) => row.page);
  return (
    <>
      <PageHeader
        title={title}
        description={t('contentAdmin.helpTexts.hint')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ item: null })}>
            {t('contentAdmin.helpTexts.add')}
          </Button>
        }
      />
      <DataTable
        label={title}
        columns={columns}
        rowKey={(row) => row.id}
        query={query}
        hasSearch={false}
        skeletonRows={6}
      />
      <HelpTextModal editing={editing} takenPages={taken} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('contentAdmin.helpTexts.deleteTitle')}
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
  const isPhone = useMediaQuery('(max-width: 47.99em)');
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
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('contentAdmin.saved') });
          onClose();
        },
        onError: (error) => markServerErrors(form, error),
      },
    ),
  );

  const pageOptions = helpPages.map((page) => ({
    value: page,
    label: page,
    disabled: page !== item?.page && takenPages.includes(page),
  }));

  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      fullScreen={isPhone}
      size="lg"
      title={item ? t('contentAdmin.helpTexts.editTitle') : t('contentAdmin.helpTexts.addTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormProblem error={save.error} />
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
