import { Pagination } from '@mantine/core';
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
