import { Box, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { ListPage } from '@selvedge/contracts';
import { IconMoodEmpty, IconSearchOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCount } from '../lib/list-params';
import { useIsPhone } from '../lib/use-is-phone';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { ListPagination } from './list-pagination';
import { ListSearch } from './list-search';
import { useListParams } from './use-list-params';

export interface Column<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers and amounts line up on the right. */
  align?: 'left' | 'right' | 'center';
  /** On a phone the row becomes a card; the primary columns are its title. */
  isPrimary?: boolean;
  /** Buttons (PDF, track and trace): on a phone in the card's corner. */
  isAction?: boolean;
  /**
   * Stays in view while a wide table scrolls sideways: the item at the start, the buttons at the
   * end, so every row can still be recognised and its PDF reached.
   */
  sticky?: 'start' | 'end';
  /** Long text that may wrap; everything else (numbers, dates, codes) stays on one line. */
  isWrapping?: boolean;
}

/** Sticky columns of the end are this wide, so that each knows where the next one starts. */
const END_COLUMN_WIDTH = 100;
/** A soft shadow toward the columns that scroll under a sticky one, so a cut-off column reads as "more". */
const SCROLL_SHADOW = 'rgba(0, 0, 0, 0.12)';

function cellProps<Row>(columns: readonly Column<Row>[], index: number) {
  const column = columns[index];
  if (!column) return {};
  const style: CSSProperties = { whiteSpace: column.isWrapping || column.isAction ? 'normal' : 'nowrap' };
  if (column.sticky === 'start') {
    style.position = 'sticky';
    style.left = 0;
    style.zIndex = 1;
    style.boxShadow = `inset -1px 0 0 var(--mantine-color-gray-2), 6px 0 8px -6px ${SCROLL_SHADOW}`;
  } else if (column.sticky === 'end') {
    const after = columns.slice(index + 1).filter((next) => next.sticky === 'end').length;
    const isFirstOfEnd = columns.findIndex((next) => next.sticky === 'end') === index;
    style.position = 'sticky';
    style.right = after * END_COLUMN_WIDTH;
    style.zIndex = 1;
    style.width = END_COLUMN_WIDTH;
    style.minWidth = END_COLUMN_WIDTH;
    if (isFirstOfEnd)
      style.boxShadow = `inset 1px 0 0 var(--mantine-color-gray-2), -6px 0 8px -6px ${SCROLL_SHADOW}`;
  }
  return { style, 'data-sticky': column.sticky ? true : undefined, ta: column.align };
}

interface DataTableProps<Row> {
  /** The table's accessible name, usually the page title. */
  label: string;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  query: UseQueryResult<ListPage<Row>>;
  /** Rows a page shows while loading, so that the page keeps its height. */
  skeletonRows?: number;
  hasSearch?: boolean;
  /** Controls beside the quick search (a Show All checkbox, a filter button). */
  toolbar?: ReactNode;
  /** Content between the toolbar and the table (an open filter panel). */
  aboveTable?: ReactNode;
  /** Controls beside the pager (a page size choice); the bar then shows even for a single page. */
  pagerExtra?: ReactNode;
  /** A filter is applied: an empty answer reads "Nothing found", not "No records". */
  isFiltered?: boolean;
}

/**
 * A list paged on the server (D17) with its quick search, pager, and its loading, empty and error
 * states; the page and search are in the address. On a phone every row is a card.
 */
export function DataTable<Row>({
  label,
  columns,
  rowKey,
  query,
  skeletonRows = 10,
  hasSearch = true,
  toolbar,
  aboveTable,
  pagerExtra,
  isFiltered = false,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const { page, search, setPage, setSearch } = useListParams();
  const isPhone = useIsPhone();
  const topRef = useRef<HTMLDivElement>(null);
  const data = query.data;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;

  // A bookmarked page beyond the end (the list got shorter): show the last page instead.
  useEffect(() => {
    if (data && !query.isPlaceholderData && page > pages && data.total > 0) setPage(pages);
  }, [data, query.isPlaceholderData, page, pages, setPage]);

  const changePage = (next: number) => {
    setPage(next);
    const top = topRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) topRef.current?.scrollIntoView({ block: 'start' });
  };

  const from = data && data.total > 0 ? (data.page - 1) * data.pageSize + 1 : 0;
  const to = data ? from + data.rows.length - (data.rows.length > 0 ? 1 : 0) : 0;

  let body: ReactNode;
  if (query.isPending) {
    body = isPhone ? (
      <Stack gap="sm" p="sm" aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: 4 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={index} height={150} radius="md" />
        ))}
      </Stack>
    ) : (
      <TableFrame label={label} columns={columns} isBusy>
        {Array.from({ length: skeletonRows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Table.Tr key={index}>
            {columns.map((column, columnIndex) => (
              <Table.Td key={column.id} {...cellProps(columns, columnIndex)}>
                <Skeleton height={14} radius="sm" my={4} width={column.isAction ? 24 : '80%'} />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </TableFrame>
    );
  } else if (query.isError) {
    body = (
      <Box p="md">
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </Box>
    );
  } else if (query.data.rows.length === 0) {
    body =
      search || isFiltered ? (
        <EmptyState
          icon={<IconSearchOff size={28} stroke={1.6} />}
          title={t('list.nothingFound')}
          description={search ? t('list.nothingFoundText', { search }) : t('list.nothingFoundFiltered')}
        />
      ) : (
        <EmptyState
          icon={<IconMoodEmpty size={28} stroke={1.6} />}
          title={t('list.noRecords')}
          description={t('list.noRecordsText')}
        />
      );
  } else if (isPhone) {
    body = (
      <Stack
        component="ul"
        gap="sm"
        p="sm"
        m={0}
        aria-label={label}
        aria-busy={query.isPlaceholderData || undefined}
        style={{ listStyle: 'none', opacity: query.isPlaceholderData ? 0.55 : 1 }}
      >
        {query.data.rows.map((row) => (
          <RowCard key={rowKey(row)} row={row} columns={columns} />
        ))}
      </Stack>
    );
  } else {
    body = (
      <TableFrame label={label} columns={columns} isBusy={query.isPlaceholderData}>
        {query.data.rows.map((row) => (
          <Table.Tr key={rowKey(row)}>
            {columns.map((column, index) => (
              <Table.Td key={column.id} {...cellProps(columns, index)}>
                {column.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </TableFrame>
    );
  }

  return (
    <Paper withBorder radius="md" ref={topRef} style={{ scrollMarginTop: 72 }}>
      {hasSearch ? (
        <Group
          p="md"
          justify="space-between"
          gap="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
        >
          <Group gap="sm" wrap="wrap" style={{ minWidth: 0 }}>
            <ListSearch value={search} onSearch={setSearch} />
            {toolbar}
          </Group>
          {data && data.total > 0 ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('list.range', { from, to, total: data.total })}
            </Text>
          ) : null}
        </Group>
      ) : null}
      {aboveTable}
      {body}
      {data && (pages > 1 || pagerExtra) ? (
        <Group
          justify={pagerExtra ? 'space-between' : 'center'}
          p="md"
          style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
          component="nav"
          aria-label={t('list.pagination')}
        >
          <ListPagination pages={pages} page={page} onChange={changePage} />
          {pagerExtra}
        </Group>
      ) : null}
    </Paper>
  );
}

/** Rows that are all on screen (a document's lines): a table, or cards on a phone. */
export function RowsView<Row>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}) {
  const isPhone = useIsPhone();
  if (isPhone) {
    return (
      <Stack component="ul" gap="sm" p="sm" m={0} aria-label={label} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <RowCard key={rowKey(row)} row={row} columns={columns} />
        ))}
      </Stack>
    );
  }
  return (
    <TableFrame label={label} columns={columns} isBusy={false}>
      {rows.map((row) => (
        <Table.Tr key={rowKey(row)}>
          {columns.map((column, index) => (
            <Table.Td key={column.id} {...cellProps(columns, index)}>
              {column.cell(row)}
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </TableFrame>
  );
}

function TableFrame<Row>({
  label,
  columns,
  isBusy,
  children,
}: {
  label: string;
  columns: readonly Column<Row>[];
  isBusy: boolean;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table
        className="selvedge-table"
        aria-label={label}
        aria-busy={isBusy || undefined}
        highlightOnHover
        verticalSpacing={10}
        horizontalSpacing="sm"
        fz="sm"
        style={{ opacity: isBusy ? 0.55 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead bg="gray.0">
          <Table.Tr>
            {columns.map((column, index) => (
              <Table.Th key={column.id} {...cellProps(columns, index)}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RowCard<Row>({ row, columns }: { row: Row; columns: readonly Column<Row>[] }) {
  const primary = columns.filter((column) => column.isPrimary);
  const actions = columns.filter((column) => column.isAction);
  const details = columns.filter((column) => !column.isPrimary && !column.isAction);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          {primary.map((column) => (
            <Box key={column.id} fw={600}>
              {column.cell(row)}
            </Box>
          ))}
        </Stack>
        {actions.length > 0 ? (
          <Group gap={4} wrap="nowrap">
            {actions.map((column) => (
              <Box key={column.id}>{column.cell(row)}</Box>
            ))}
          </Group>
        ) : null}
      </Group>
      <Box
        component="dl"
        m={0}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '6px 12px' }}
      >
        {details.map((column) => (
          <Box key={column.id} style={{ minWidth: 0 }}>
            <Text component="dt" size="xs" c="dimmed">
              {column.header}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {column.cell(row)}
            </Text>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
