import { Box, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { ListPage } from '@selvedge/contracts';
import { IconMoodEmpty, IconSearchOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  type ColumnDef,
  type ColumnPinningState,
  getCoreRowModel,
  type OnChangeFn,
  type Column as TableColumn,
  type Table as TableInstance,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table';
import { type CSSProperties, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCount } from '../lib/list-params';
import { readStoredColumns, storeColumns } from '../lib/storage';
import { useIsPhone } from '../lib/use-is-phone';
import { ColumnChooser } from './column-chooser';
import { useWideContent } from './content-width';
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
  /**
   * What a row is recognised by (its number, date, item, quantity, amount): always shown and not
   * offered in the column chooser. Primary, sticky and action columns are always shown too.
   */
  isAlwaysShown?: boolean;
  /** Shown only once the customer chooses it in the column chooser. */
  isHiddenByDefault?: boolean;
  /** Width in pixels of a sticky column, so that the next sticky one knows where it starts. */
  size?: number;
}

/** A column the customer may hide: not what a row is recognised by, nor its buttons. */
function isHideable<Row>(column: Column<Row>): boolean {
  return !column.isAlwaysShown && !column.isPrimary && !column.isAction && !column.sticky;
}

/** Sticky columns of the end are this wide, so that each knows where the next one starts. */
const END_COLUMN_WIDTH = 100;
/** The rows of a list while its first page loads. */
const NO_ROWS: never[] = [];
/** A soft shadow toward the columns that scroll under a sticky one, so a cut-off column reads as "more". */
const SCROLL_SHADOW = 'rgba(0, 0, 0, 0.12)';

/**
 * TanStack Table keeps which columns are shown, which stay in view (pinned: `sticky`) and their
 * widths; the cells are drawn from the page's own `Column`s.
 */
function useColumnTable<Row>(
  columns: readonly Column<Row>[],
  rows: readonly Row[],
  rowKey: (row: Row) => string,
  visibility?: { state: VisibilityState; onChange: OnChangeFn<VisibilityState> },
) {
  const definitions = useMemo(
    () =>
      columns.map((column): ColumnDef<Row> => {
        const size = column.size ?? (column.sticky === 'end' ? END_COLUMN_WIDTH : undefined);
        return {
          id: column.id,
          header: column.header,
          enableHiding: isHideable(column),
          ...(size === undefined ? {} : { size, minSize: size }),
        };
      }),
    [columns],
  );
  const columnPinning = useMemo<ColumnPinningState>(
    () => ({
      left: columns.filter((column) => column.sticky === 'start').map((column) => column.id),
      right: columns.filter((column) => column.sticky === 'end').map((column) => column.id),
    }),
    [columns],
  );
  const table = useReactTable<Row>({
    data: rows as Row[],
    columns: definitions,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => rowKey(row),
    state: { columnPinning, columnVisibility: visibility?.state ?? {} },
    onColumnVisibilityChange: visibility?.onChange,
  });
  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  return { table, byId };
}

/**
 * The columns a customer chose to show on a list, remembered per list in browser storage (D3 allows
 * preferences there); without a choice, a list shows its columns but those hidden by default.
 */
function useColumnChoice<Row>(key: string | undefined, columns: readonly Column<Row>[]) {
  const [choices, setChoices] = useState<Record<string, boolean>>(() =>
    key ? (readStoredColumns(key) ?? {}) : {},
  );
  const state: VisibilityState = {};
  for (const column of columns) {
    state[column.id] = isHideable(column) ? (choices[column.id] ?? !column.isHiddenByDefault) : true;
  }
  const keep = (next: Record<string, boolean>) => {
    setChoices(next);
    if (key) storeColumns(key, Object.keys(next).length > 0 ? next : null);
  };
  const onChange: OnChangeFn<VisibilityState> = (updater) => {
    const next = typeof updater === 'function' ? updater(state) : updater;
    const kept = { ...choices };
    for (const column of columns) {
      const isShown = next[column.id];
      if (!isHideable(column) || isShown === undefined) continue;
      // Only what differs from the list's own columns is kept, so a later default still reaches it.
      if (isShown === !column.isHiddenByDefault) delete kept[column.id];
      else kept[column.id] = isShown;
    }
    keep(kept);
  };
  const isChanged = columns.some((column) => isHideable(column) && choices[column.id] !== undefined);
  return { state, onChange, isChanged, reset: () => keep({}) };
}

function cellProps<Row>(column: TableColumn<Row>, definition: Column<Row> | undefined) {
  if (!definition) return {};
  const style: CSSProperties = {
    whiteSpace: definition.isWrapping || definition.isAction ? 'normal' : 'nowrap',
  };
  const pinned = column.getIsPinned();
  if (pinned === 'left') {
    style.position = 'sticky';
    style.left = column.getStart('left');
    style.zIndex = 1;
    if (definition.size !== undefined) style.minWidth = definition.size;
    if (column.getIsLastColumn('left'))
      style.boxShadow = `inset -1px 0 0 var(--mantine-color-gray-2), 6px 0 8px -6px ${SCROLL_SHADOW}`;
  } else if (pinned === 'right') {
    style.position = 'sticky';
    style.right = column.getAfter('right');
    style.zIndex = 1;
    style.width = column.getSize();
    style.minWidth = column.getSize();
    if (column.getIsFirstColumn('right'))
      style.boxShadow = `inset 1px 0 0 var(--mantine-color-gray-2), -6px 0 8px -6px ${SCROLL_SHADOW}`;
  }
  return { style, 'data-sticky': pinned ? true : undefined, 'data-column': column.id, ta: definition.align };
}

/** The visible columns in the order they are drawn: pinned at the start, the others, pinned at the end. */
function visibleColumns<Row>(table: TableInstance<Row>) {
  return [
    ...table.getLeftVisibleLeafColumns(),
    ...table.getCenterVisibleLeafColumns(),
    ...table.getRightVisibleLeafColumns(),
  ];
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
  /**
   * The list's name for the column chooser: given, the customer chooses which of the other columns
   * to show, remembered per list under this name, and the list uses the whole width of the screen.
   */
  columnsKey?: string;
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
  columnsKey,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const { page, search, setPage, setSearch } = useListParams();
  const isPhone = useIsPhone();
  const topRef = useRef<HTMLDivElement>(null);
  const data = query.data;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  const choice = useColumnChoice(columnsKey, columns);
  const { table, byId } = useColumnTable(columns, data?.rows ?? NO_ROWS, rowKey, choice);
  useWideContent(columnsKey !== undefined);

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
      <Stack gap="sm" p="sm" role="status" aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: 4 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={index} height={150} radius="md" />
        ))}
      </Stack>
    ) : (
      <TableFrame label={label} table={table} byId={byId} isBusy>
        {Array.from({ length: skeletonRows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Table.Tr key={index}>
            {visibleColumns(table).map((column) => (
              <Table.Td key={column.id} {...cellProps(column, byId.get(column.id))}>
                <Skeleton height={14} radius="sm" my={4} width={byId.get(column.id)?.isAction ? 24 : '80%'} />
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
      <TableFrame label={label} table={table} byId={byId} isBusy={query.isPlaceholderData}>
        <TableRows table={table} byId={byId} />
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
            {columnsKey && !isPhone ? (
              <ColumnChooser table={table} isChanged={choice.isChanged} onReset={choice.reset} />
            ) : null}
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
  const { table, byId } = useColumnTable(columns, rows, rowKey);
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
    <TableFrame label={label} table={table} byId={byId} isBusy={false}>
      <TableRows table={table} byId={byId} />
    </TableFrame>
  );
}

function TableRows<Row>({
  table,
  byId,
}: {
  table: TableInstance<Row>;
  byId: ReadonlyMap<string, Column<Row>>;
}) {
  return table.getRowModel().rows.map((row) => (
    <Table.Tr key={row.id}>
      {row.getVisibleCells().map((cell) => {
        const definition = byId.get(cell.column.id);
        return (
          <Table.Td key={cell.id} {...cellProps(cell.column, definition)}>
            {definition?.cell(row.original)}
          </Table.Td>
        );
      })}
    </Table.Tr>
  ));
}

function TableFrame<Row>({
  label,
  table,
  byId,
  isBusy,
  children,
}: {
  label: string;
  table: TableInstance<Row>;
  byId: ReadonlyMap<string, Column<Row>>;
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
          {table.getHeaderGroups().map((group) => (
            <Table.Tr key={group.id}>
              {group.headers.map((header) => (
                <Table.Th key={header.id} {...cellProps(header.column, byId.get(header.column.id))}>
                  {byId.get(header.column.id)?.header}
                </Table.Th>
              ))}
            </Table.Tr>
          ))}
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
