import './list.css';
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
  type Row as TableRow,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table';
import { type CSSProperties, Fragment, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCount } from '../lib/list-params';
import { readStoredColumns, storeColumns } from '../lib/storage';
import { useDeferredQuery } from '../lib/use-deferred-query';
import { useIsPhone } from '../lib/use-is-phone';
import { ColumnChooser } from './column-chooser';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { ListPagination } from './list-pagination';
import { ListSearch } from './list-search';
import { useListParams } from './use-list-params';

/** What a cell shows: drawn by `cell`, or given as `text` (issue 15). */
type ColumnContent<Row> =
  | { cell: (row: Row) => ReactNode; text?: never }
  | {
      /**
       * A value of the ERP or of the customer (a reference, a batch): shown as the cell's own text,
       * kept from machine translation, a quiet dash when empty. No element per cell, as `cell` with
       * an `OrDash` would draw.
       */
      text: (row: Row) => string | number | null | undefined;
      cell?: never;
    };

export type Column<Row> = ColumnContent<Row> & {
  id: string;
  header: string;
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
};

/** A cell's content and the attributes its <td> or <dd> takes for it. */
function contentOf<Row>(column: Column<Row>, row: Row) {
  if (!column.text) return { content: column.cell?.(row), attributes: {} };
  const value = column.text(row);
  const isEmpty = value === null || value === undefined || value === '';
  return {
    content: isEmpty ? '–' : value,
    attributes: isEmpty ? { 'data-empty': true } : { translate: 'no' as const },
  };
}

/** A column the customer may hide: not what a row is recognised by, nor its buttons. */
function isHideable<Row>(column: Column<Row>): boolean {
  return !column.isAlwaysShown && !column.isPrimary && !column.isAction && !column.sticky;
}

/** Sticky columns of the end are this wide, so that each knows where the next one starts. */
const END_COLUMN_WIDTH = 100;
/** The rows of a list while its first page loads. */
const NO_ROWS: never[] = [];

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

/**
 * The attributes of a column's cells, header cell included: where it sticks, how it aligns and wraps.
 * list.css draws them from the data attributes; only a sticky cell's offset is its own style.
 */
function cellProps<Row>(column: TableColumn<Row>, definition: Column<Row> | undefined) {
  if (!definition) return {};
  const pinned = column.getIsPinned();
  let style: CSSProperties | undefined;
  let edge: 'start' | 'end' | undefined;
  if (pinned === 'left') {
    style = { left: column.getStart('left'), minWidth: definition.size };
    if (column.getIsLastColumn('left')) edge = 'start';
  } else if (pinned === 'right') {
    style = { right: column.getAfter('right'), width: column.getSize(), minWidth: column.getSize() };
    if (column.getIsFirstColumn('right')) edge = 'end';
  }
  return {
    style,
    'data-sticky': pinned ? true : undefined,
    'data-sticky-edge': edge,
    'data-wrap': definition.isWrapping || definition.isAction ? true : undefined,
    'data-align': definition.align,
    'data-column': column.id,
  };
}

/**
 * A body row and its cells as plain elements with Mantine's own Table classes (its row border and
 * hover), not a Table.Tr and a Table.Td component each: on a list of 20 rows that is some 250 components
 * fewer to render (issue 15). The header keeps Mantine's components.
 */
const rowClass = Table.classes.tr;
const cellClass = Table.classes.td;

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
  query: latestQuery,
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
  const query = useDeferredQuery(latestQuery);
  const data = query.data;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  const choice = useColumnChoice(columnsKey, columns);
  const { table, byId } = useColumnTable(columns, data?.rows ?? NO_ROWS, rowKey, choice);

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
          <tr key={index} className={rowClass} data-with-row-border>
            {visibleColumns(table).map((column) => (
              <td key={column.id} className={cellClass} {...cellProps(column, byId.get(column.id))}>
                <SkeletonLine width={byId.get(column.id)?.isAction ? 24 : '80%'} />
              </td>
            ))}
          </tr>
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
      <ul
        className="selvedge-cards"
        aria-label={label}
        aria-busy={query.isPlaceholderData || undefined}
        style={{ opacity: query.isPlaceholderData ? 0.55 : 1 }}
      >
        {table.getRowModel().rows.map((row) => (
          <RowCard key={row.id} row={row} byId={byId} />
        ))}
      </ul>
    );
  } else {
    body = (
      <TableFrame label={label} table={table} byId={byId} isBusy={query.isPlaceholderData}>
        <TableRows table={table} byId={byId} />
      </TableFrame>
    );
  }

  return (
    <Paper
      withBorder
      radius="md"
      ref={topRef}
      style={{ scrollMarginTop: 72 }}
      // A list whose columns the customer chooses takes the whole width of the screen (global.css).
      className={columnsKey !== undefined ? 'selvedge-wide-list' : undefined}
    >
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
      <ul className="selvedge-cards" aria-label={label}>
        {table.getRowModel().rows.map((row) => (
          <RowCard key={row.id} row={row} byId={byId} />
        ))}
      </ul>
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
    <tr key={row.id} className={rowClass} data-with-row-border data-hover>
      {row.getVisibleCells().map((cell) => {
        const definition = byId.get(cell.column.id);
        const { content, attributes } = definition
          ? contentOf(definition, row.original)
          : { content: null, attributes: {} };
        return (
          <td key={cell.id} className={cellClass} {...cellProps(cell.column, definition)} {...attributes}>
            {content}
          </td>
        );
      })}
    </tr>
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

/** A placeholder line of a loading cell: Mantine's Skeleton look on a plain element. */
function SkeletonLine({ width }: { width: number | string }) {
  return (
    <div
      className={Skeleton.classes.root}
      data-visible
      data-animate
      style={
        {
          '--skeleton-height': '14px',
          '--skeleton-width': typeof width === 'number' ? `${width}px` : width,
          '--skeleton-radius': 'var(--mantine-radius-sm)',
          margin: '4px 0',
        } as CSSProperties
      }
    />
  );
}

/**
 * A row as a phone shows it: its primary columns as the card's title, its buttons in the corner, the
 * other shown columns as label and value, two to a line. Title, buttons, labels and values are placed
 * on the card's grid (list.css), without a wrapper per line or per pair.
 */
function RowCard<Row>({ row, byId }: { row: TableRow<Row>; byId: ReadonlyMap<string, Column<Row>> }) {
  // In the order the page defines its columns: pinning only matters to a table.
  const shown = row.getAllCells().flatMap((cell) => {
    const definition = byId.get(cell.column.id);
    return definition && cell.column.getIsVisible() ? [definition] : [];
  });
  const primary = shown.filter((column) => column.isPrimary);
  const actions = shown.filter((column) => column.isAction);
  const details = shown.filter((column) => !column.isPrimary && !column.isAction);
  const contents = (columns: Column<Row>[]) =>
    columns.map((column) => <Fragment key={column.id}>{contentOf(column, row.original).content}</Fragment>);
  return (
    <li className="selvedge-card">
      <div className="selvedge-card-title">
        {/* Several title lines each take a line of their own; one needs no wrapper. */}
        {primary.length > 1
          ? primary.map((column) => <div key={column.id}>{contentOf(column, row.original).content}</div>)
          : contents(primary)}
      </div>
      {actions.length > 1 ? (
        <div className="selvedge-card-actions">{contents(actions)}</div>
      ) : (
        contents(actions)
      )}
      <dl className="selvedge-card-details">
        {details.map((column) => {
          const { content, attributes } = contentOf(column, row.original);
          return (
            <Fragment key={column.id}>
              <dt>{column.header}</dt>
              <dd {...attributes}>{content}</dd>
            </Fragment>
          );
        })}
      </dl>
    </li>
  );
}
