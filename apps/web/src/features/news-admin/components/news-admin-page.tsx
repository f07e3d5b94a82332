import { Group, SegmentedControl, Text } from '@mantine/core';
import { type Language, languageFlagCode, languages, type NewsAdmin } from '@selvedge/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage } from '../../../components/admin-list-page';
import type { Column } from '../../../components/data-table';
import { rowActionsColumn } from '../../../components/row-actions';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { formatDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { type NewsView, useDeleteNews, useNewsAdminList } from '../api/news-admin';
import { type DrawerMode, NewsDrawer } from './news-drawer';

/** /news and /newshistory (administration 2): the list in the chosen language, with the slide-in form. */
export function NewsAdminPage({ view }: { view: NewsView }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Language>(currentLanguage());
  const query = useNewsAdminList(view);
  const [drawer, setDrawer] = useState<{ mode: DrawerMode; item: NewsAdmin | null } | null>(null);
  const deletion = useConfirmedDelete<NewsAdmin>({
    remove: useDeleteNews(),
    title: t('contentAdmin.news.deleteTitle'),
  });

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
    rowActionsColumn(t('contentAdmin.actions'), (row) => ({
      name: subjectOf(row),
      onView: () => setDrawer({ mode: 'view', item: row }),
      onEdit: () => setDrawer({ mode: 'update', item: row }),
      onDelete: () => deletion.ask(row),
    })),
  ];

  return (
    <AdminListPage
      title={view === 'history' ? t('pages.newsHistory') : t('pages.newsAdmin')}
      description={view === 'history' ? t('contentAdmin.news.historyHint') : t('contentAdmin.news.hint')}
      helpPage="News"
      add={
        view === 'current'
          ? { label: t('contentAdmin.news.add'), onClick: () => setDrawer({ mode: 'add', item: null }) }
          : undefined
      }
      controls={
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
      }
      columns={columns}
      query={query}
      skeletonRows={4}
    >
      <NewsDrawer mode={drawer?.mode ?? null} item={drawer?.item ?? null} onClose={() => setDrawer(null)} />
      {deletion.dialog}
    </AdminListPage>
  );
}

export const NewsPage = () => <NewsAdminPage view="current" />;
export const NewsHistoryPage = () => <NewsAdminPage view="history" />;
