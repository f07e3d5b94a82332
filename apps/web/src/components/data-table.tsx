import './list.css';
import { Box, Button, Group, Paper, Skeleton, Stack, Table, UnstyledButton } from '@mantine/core';
import type { ListPage } from '@selvedge/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { type CSSProperties, Fragment, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCount } from '../lib/list-params';
import { readStoredColumns, storeColumns } from '../lib/storage';
import { useDeferredQuery } from '../lib/use-deferred-query';
import { useIsPhone } from '../lib/use-is-phone';
import { ColumnChooser } from './column-chooser';
import { type Column, type PlacedColumn, placeColumns } from './column-layout';
import { EmptyState } from './empty-state';
import { Hint } from './hint';
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconMoodEmpty, IconSearchOff } from './icons';
import { ListPagination, ListRange } from './list-pagination';
import { ListSearch } from './list-search';
import { QueryErrorState } from './query-error-state';
import { PageCheckbox, type RowSelection, selectColumn } from './row-selection';
import { useListParams } from './use-list-params';

export type { Column } from './column-layout';

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

/** The rows of a list while its first page loads. */
const NO_ROWS: never[] = [];
const ALL_SHOWN = () => true;

/**
 * The columns a customer chose to show on a list, remembered per list in browser storage (D3 allows
 * preferences there); without a choice, a list shows its columns but those hidden by default.
 */
function useColumnChoice<Row>(key: string | undefined, columns: readonly Column<Row>[]) {
  const [choices, setChoices] = useState<Record<string, boolean>>(() =>
    key ? (readStoredColumns(key) ?? {}) : {},
  );
  const isShown = (column: Column<Row>) =>
    isHideable(column) ? (choices[column.id] ?? !column.isHiddenByDefault) : true;
  const keep = (next: Record<string, boolean>) => {
    setChoices(next);
    if (key) storeColumns(key, Object.keys(next).length > 0 ? next : null);
  };
  const hideable = columns.filter(isHideable);
  const onShow = (id: string, shown: boolean) => {
    const column = hideable.find((candidate) => candidate.id === id);
    if (!column) return;
    const kept = { ...choices };
    // Only what differs from the list's own columns is kept, so a later default still reaches it.
    if (shown === !column.isHiddenByDefault) delete kept[id];
    else kept[id] = shown;
    keep(kept);
  };
  return {
    isShown,
    /** The columns offered in the column chooser, as it shows them. */
    choices: hideable.map((column) => ({ id: column.id, header: column.header, isShown: isShown(column) })),
    onShow,
    isChanged: hideable.some((column) => choices[column.id] !== undefined),
    reset: () => keep({}),
  };
}

/**
 * The attributes of a column's cells, header cell included: where it sticks, how it aligns and wraps.
 * list.css draws them from the data attributes; only a sticky cell's offset is its own style.
 */
function cellProps<Row>({ column, sticky }: PlacedColumn<Row>) {
  let style: CSSProperties | undefined;
  if (sticky?.side === 'start') style = { left: sticky.offset, minWidth: column.size };
  else if (sticky) style = { right: sticky.offset, width: sticky.width, minWidth: sticky.width };
  return {
    style,
    'data-sticky': sticky ? true : undefined,
    'data-sticky-edge': sticky?.isEdge ? sticky.side : undefined,
    'data-wrap': column.isWrapping || column.isAction ? true : undefined,
    'data-align': column.align,
    'data-column': column.id,
  };
}

/**
 * A body row and its cells as plain elements with Mantine's own Table classes (its row border and
 * hover), not a Table.Tr and a Table.Td component each: on a list of 20 rows that is some 250 components
 * fewer to render. The header keeps Mantine's components.
 */
const rowClass = Table.classes.tr;
const cellClass = Table.classes.td;

/** A column the list can be sorted by on the server, and whether it is sorted by it now. */
export interface ColumnSort {
  /** Undefined: the list is not sorted by this column. */
  direction: 'ascending' | 'descending' | undefined;
  /** What a click on the header does next ("Due date, earliest first"), its tooltip. */
  hint: string;
  onSort: () => void;
}

export interface DataTableProps<Row> {
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
  /** What an empty list says instead of "No records" (a work queue with nothing left to do). */
  empty?: ReactNode;
  /** The columns the list can be sorted by, by column id: their header is a button. */
  sorts?: Readonly<Record<string, ColumnSort>>;
  /** What the whole list adds up to (the open items per currency), beside the range of rows shown. */
  summary?: ReactNode;
  /** Rows can be selected once the customer presses its button: a checkbox on each row and one for the page, and what to do with them. */
  selection?: RowSelection<Row>;
}

/**
 * A list paged on the server (D17) with its quick search, pager, and its loading, empty and error
 * states; the page and search are in the address. On a phone every row is a card.
 */
export function DataTable<Row>({
  label,
  columns: pageColumns,
  rowKey,
  query: latestQuery,
  skeletonRows = 10,
  hasSearch = true,
  toolbar,
  aboveTable,
  pagerExtra,
  isFiltered = false,
  columnsKey,
  empty,
  sorts,
  summary,
  selection,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const { page, search, setPage, setSearch } = useListParams();
  const isPhone = useIsPhone();
  const topRef = useRef<HTMLDivElement>(null);
  const query = useDeferredQuery(latestQuery);
  const data = query.data;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  const rows = data?.rows ?? NO_ROWS;
  // The checkboxes come when the customer asks for them ("Select"): a list read row by row keeps its
  // columns and its weight (the fit at 1366 px, the element budget of e2e/list-dom.e2e.ts).
  const [isSelecting, setSelecting] = useState(false);
  const active = isSelecting ? selection : undefined;
  const columns = active ? [selectColumn(active, rows), ...pageColumns] : pageColumns;
  const choice = useColumnChoice(columnsKey, columns);
  const placed = placeColumns(columns, choice.isShown);

  // A bookmarked page beyond the end (the list got shorter): show the last page instead.
  useEffect(() => {
    if (data && !query.isPlaceholderData && page > pages && data.total > 0) setPage(pages);
  }, [data, query.isPlaceholderData, page, pages, setPage]);

  const changePage = (next: number) => {
    setPage(next);
    const top = topRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) topRef.current?.scrollIntoView({ block: 'start' });
  };

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
      <TableFrame label={label} placed={placed} sorts={sorts} isBusy>
        {Array.from({ length: skeletonRows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <tr key={index} className={rowClass} data-with-row-border>
            {placed.map((place) => (
              <td key={place.column.id} className={cellClass} {...cellProps(place)}>
                <SkeletonLine width={place.column.isAction ? 24 : '80%'} />
              </td>
            ))}
          </tr>
        ))}
      </TableFrame>
    );
  } else if (query.isError) {
    body = <QueryErrorState query={query} />;
  } else if (query.data.rows.length === 0) {
    body =
      search || isFiltered ? (
        <EmptyState
          icon={<IconSearchOff size={28} stroke={1.6} />}
          title={t('list.nothingFound')}
          description={search ? t('list.nothingFoundText', { search }) : t('list.nothingFoundFiltered')}
        />
      ) : (
        (empty ?? (
          <EmptyState
            icon={<IconMoodEmpty size={28} stroke={1.6} />}
            title={t('list.noRecords')}
            description={t('list.noRecordsText')}
          />
        ))
      );
  } else if (isPhone) {
    body = (
      <>
        {active ? (
          <Box px="md" pt="sm">
            <PageCheckbox selection={active} rows={rows} withLabel />
          </Box>
        ) : null}
        <ul
          className="selvedge-cards"
          aria-label={label}
          aria-busy={query.isPlaceholderData || undefined}
          style={{ opacity: query.isPlaceholderData ? 0.55 : 1 }}
        >
          {rows.map((row) => (
            <RowCard key={rowKey(row)} row={row} columns={columns} isShown={choice.isShown} />
          ))}
        </ul>
      </>
    );
  } else {
    body = (
      <TableFrame label={label} placed={placed} sorts={sorts} isBusy={query.isPlaceholderData}>
        <TableRows rows={rows} rowKey={rowKey} placed={placed} />
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
            {selection ? (
              <Button
                variant={isSelecting ? 'light' : 'default'}
                aria-pressed={isSelecting}
                onClick={() => setSelecting((on) => !on)}
              >
                {selection.columnLabel}
              </Button>
            ) : null}
            {active?.actions}
            {columnsKey && !isPhone ? (
              <ColumnChooser
                choices={choice.choices}
                onShow={choice.onShow}
                isChanged={choice.isChanged}
                onReset={choice.reset}
              />
            ) : null}
          </Group>
          {(data && data.total > 0) || summary ? (
            <Group gap="md" wrap="wrap" justify="flex-end" style={{ rowGap: 4 }}>
              {summary}
              <ListRange data={data} />
            </Group>
          ) : null}
        </Group>
      ) : null}
      {active?.notice ? (
        <Box px="md" py="xs" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
          {active.notice}
        </Box>
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
      <ul className="selvedge-cards" aria-label={label}>
        {rows.map((row) => (
          <RowCard key={rowKey(row)} row={row} columns={columns} isShown={ALL_SHOWN} />
        ))}
      </ul>
    );
  }
  const placed = placeColumns(columns, ALL_SHOWN);
  return (
    <TableFrame label={label} placed={placed} isBusy={false}>
      <TableRows rows={rows} rowKey={rowKey} placed={placed} />
    </TableFrame>
  );
}

function TableRows<Row>({
  rows,
  rowKey,
  placed,
}: {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  placed: readonly PlacedColumn<Row>[];
}) {
  return rows.map((row) => (
    <tr key={rowKey(row)} className={rowClass} data-with-row-border data-hover>
      {placed.map((place) => {
        const { content, attributes } = contentOf(place.column, row);
        return (
          <td key={place.column.id} className={cellClass} {...cellProps(place)} {...attributes}>
            {content}
          </td>
        );
      })}
    </tr>
  ));
}

function TableFrame<Row>({
  label,
  placed,
  sorts,
  isBusy,
  children,
}: {
  label: string;
  placed: readonly PlacedColumn<Row>[];
  sorts?: Readonly<Record<string, ColumnSort>> | undefined;
  isBusy: boolean;
  children: ReactNode;
}) {
  return (
    // A region the keyboard can scroll too: a list without links or buttons in its rows (the error log)
    // is otherwise out of a keyboard user's reach when it is wider than the window.
    <Table.ScrollContainer minWidth={720} type="native" tabIndex={0}>
      <Table
        className="selvedge-table"
        aria-label={label}
        aria-busy={isBusy || undefined}
        highlightOnHover
        verticalSpacing={10}
        horizontalSpacing="xs"
        fz="sm"
        style={{ opacity: isBusy ? 0.55 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead bg="gray.0">
          <Table.Tr>
            {placed.map((place) => {
              const sort = sorts?.[place.column.id];
              return (
                <Table.Th key={place.column.id} {...cellProps(place)} aria-sort={sort?.direction}>
                  {sort ? (
                    <SortButton header={place.column.header} sort={sort} />
                  ) : (
                    (place.column.headerCell ?? place.column.header)
                  )}
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A sortable column's header: its name and an arrow that says which way the list is sorted by it (or,
 * not sorted by it, that it can be). Named by its text, so that a voice command finds it; the cell's
 * aria-sort tells a screen reader the order.
 */
function SortButton({ header, sort }: { header: string; sort: ColumnSort }) {
  let Arrow = IconArrowsSort;
  if (sort.direction === 'ascending') Arrow = IconArrowUp;
  else if (sort.direction === 'descending') Arrow = IconArrowDown;
  return (
    <Hint label={sort.hint}>
      <UnstyledButton className="selvedge-sort-button" onClick={sort.onSort} data-sorted={sort.direction}>
        {header}
        <Arrow size={14} stroke={2} aria-hidden />
      </UnstyledButton>
    </Hint>
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
function RowCard<Row>({
  row,
  columns,
  isShown,
}: {
  row: Row;
  columns: readonly Column<Row>[];
  isShown: (column: Column<Row>) => boolean;
}) {
  // In the order the page defines its columns: pinning only matters to a table.
  const shown = columns.filter(isShown);
  const primary = shown.filter((column) => column.isPrimary);
  const actions = shown.filter((column) => column.isAction);
  const details = shown.filter((column) => !column.isPrimary && !column.isAction);
  const contents = (columns: Column<Row>[]) =>
    columns.map((column) => <Fragment key={column.id}>{contentOf(column, row).content}</Fragment>);
  return (
    <li className="selvedge-card">
      <div className="selvedge-card-title">
        {/* Several title lines each take a line of their own; one needs no wrapper. */}
        {primary.length > 1
          ? primary.map((column) => <div key={column.id}>{contentOf(column, row).content}</div>)
          : contents(primary)}
      </div>
      {actions.length > 1 ? (
        <div className="selvedge-card-actions">{contents(actions)}</div>
      ) : (
        contents(actions)
      )}
      <dl className="selvedge-card-details">
        {details.map((column) => {
          const { content, attributes } = contentOf(column, row);
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
