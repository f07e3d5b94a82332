import { ActionIcon, Button, Group, SegmentedControl, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Language, languageFlagCode, languages, type NewsAdmin } from '@selvedge/contracts';
import { IconEye, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { type Column, DataTable } from '../../../components/data-table';
import { InfoButton } from '../../../components/info-button';
import { PageHeader } from '../../../components/page-header';
import { errorMessage, isAnnouncedGlobally } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { type NewsView, useDeleteNews, useNewsAdminList } from '../api/news-admin';
import { type DrawerMode, NewsDrawer } from './news-drawer';

/** /news and /newshistory (administration 2): the list in the chosen language, with the slide-in form. */
export function NewsAdminPage({ view }: { view: NewsView }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Language>(currentLanguage());
  const query = useNewsAdminList(view);
  const remove = useDeleteNews();
  const [drawer, setDrawer] = useState<{ mode: DrawerMode; item: NewsAdmin | null } | null>(null);
  const [toDelete, setToDelete] = useState<NewsAdmin | null>(null);

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

  const subjectOf = (row: NewsAdmin) => row.subject[language] || row.subject.nl;
  const columns: Column<NewsAdmin>[] = [
    {
      id: 'subject',
      header: t('contentAdmin.news.subject'),
      isPrimary: true,
      isWrapping: true,
      cell: (row) => (
        <>
          <Text size="sm" fw={500} c={row.subject[language] ? undefined : 'dimmed'}>
            {subjectOf(row)}
          </Text>
          {row.subject[language] ? null : (
            <Text size="xs" c="dimmed">
              {t('contentAdmin.news.notInLanguage')}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'subtitle',
      header: t('contentAdmin.news.subtitle'),
      isWrapping: true,
      cell: (row) => row.subtitle[language],
    },
    { id: 'start', header: t('contentAdmin.news.startDate'), cell: (row) => formatDate(row.startDate) },
    { id: 'end', header: t('contentAdmin.news.endDate'), cell: (row) => formatDate(row.endDate) },
    {
      id: 'groups',
      header: t('contentAdmin.customerGroups'),
      isWrapping: true,
      cell: (row) =>
        row.customerGroupCodes.length ? row.customerGroupCodes.join(', ') : t('contentAdmin.allGroups'),
    },
    {
      id: 'actions',
      header: t('contentAdmin.actions'),
      align: 'right',
      isAction: true,
      cell: (row) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t('contentAdmin.view')}>
            <ActionIcon
              variant="subtle"
              aria-label={`${t('contentAdmin.view')}: ${subjectOf(row)}`}
              onClick={() => setDrawer({ mode: 'view', item: row })}
            >
              <IconEye size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('contentAdmin.edit')}>
            <ActionIcon
              variant="subtle"
              aria-label={`${t('contentAdmin.edit')}: ${subjectOf(row)}`}
              onClick={() => setDrawer({ mode: 'update', item: row })}
            >
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={t('contentAdmin.delete')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`${t('contentAdmin.delete')}: ${subjectOf(row)}`}
              onClick={() => setToDelete(row)}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  const title = view === 'history' ? t('pages.newsHistory') : t('pages.newsAdmin');
  return (
    <>
      <PageHeader
        title={title}
        description={view === 'history' ? t('contentAdmin.news.historyHint') : t('contentAdmin.news.hint')}
        actions={
          <>
            <InfoButton page="News" />
            {view === 'current' ? (
              <Button
                leftSection={<IconPlus size={16} />}
                onClick={() => setDrawer({ mode: 'add', item: null })}
              >
                {t('contentAdmin.news.add')}
              </Button>
            ) : null}
          </>
        }
      />
      <Group mb="sm" gap="sm">
        <Text size="sm" id="news-language-label">
          {t('contentAdmin.news.showLanguage')}
        </Text>
        <SegmentedControl
          aria-labelledby="news-language-label"
          value={language}
          onChange={(value) => setLanguage(value as Language)}
          data={languages.map((code) => ({ value: code, label: languageFlagCode[code] }))}
        />
      </Group>
      <DataTable
        label={title}
        columns={columns}
        rowKey={(row) => row.id}
        query={query}
        hasSearch={false}
        skeletonRows={4}
      />
      <NewsDrawer mode={drawer?.mode ?? null} item={drawer?.item ?? null} onClose={() => setDrawer(null)} />
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('contentAdmin.news.deleteTitle')}
        message={t('contentAdmin.areYouSure')}
        confirmLabel={t('contentAdmin.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
        isDanger
      />
    </>
  );
}

export const NewsPage = () => <NewsAdminPage view="current" />;
export const NewsHistoryPage = () => <NewsAdminPage view="history" />;
