import { Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../lib/use-is-phone';

/** The pager of a list paged on the server (D17), its pages and arrows named in the user's language. */
export function ListPagination({
  pages,
  page,
  onChange,
}: {
  pages: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  return (
    <Pagination
      total={pages}
      value={Math.min(page, pages)}
      onChange={onChange}
      siblings={isPhone ? 0 : 1}
      boundaries={1}
      size={isPhone ? 'sm' : 'md'}
      getItemProps={(item) => ({ 'aria-label': t('list.page', { page: item }) })}
      getControlProps={(control) =>
        control === 'previous'
          ? { 'aria-label': t('list.previous') }
          : control === 'next'
            ? { 'aria-label': t('list.next') }
            : {}
      }
    />
  );
}

/** A page of a list as the server answers it (D17): what the range line counts. */
interface ListPageCounts {
  page: number;
  pageSize: number;
  total: number;
  rows: readonly unknown[];
}

/** "21–40 of 592": where this page stands in the whole list, read out when it changes; nothing when empty. */
export function ListRange({ data }: { data: ListPageCounts | undefined }) {
  const { t } = useTranslation();
  if (!data || data.total === 0) return null;
  const from = (data.page - 1) * data.pageSize + 1;
  const to = from + Math.max(data.rows.length - 1, 0);
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {t('list.range', { from, to, total: data.total })}
    </Text>
  );
}
