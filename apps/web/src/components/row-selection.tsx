import { Checkbox } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Column } from './column-layout';

/**
 * Rows of a list that the customer selects to act on them together (their PDFs in one download):
 * DataTable draws a checkbox on each row and one for the page from it, and its actions beside the
 * quick search. The selection is kept by whoever acts on it (pdf-selection.tsx), across pages.
 */
export interface RowSelection<Row> {
  isSelected: (row: Row) => boolean;
  setSelected: (rows: readonly Row[], isSelected: boolean) => void;
  /** The accessible name of a row's checkbox: "Select order 10023". */
  labelOf: (row: Row) => string;
  /** The name of the page's checkbox: "Select all on this page". */
  pageLabel: string;
  /** The column's name (a phone's card does not show it). */
  columnLabel: string;
  /** What can be done with the selected rows (a download button). */
  actions?: ReactNode;
  /** A message about the selection under the toolbar (too many selected), or nothing. */
  notice?: ReactNode;
}

const SELECT_COLUMN_WIDTH = 44;

/** The page's checkbox: ticked when every row of the page is, half when some are. */
export function PageCheckbox<Row>({
  selection,
  rows,
  withLabel = false,
}: {
  selection: RowSelection<Row>;
  rows: readonly Row[];
  withLabel?: boolean;
}) {
  const selected = rows.filter(selection.isSelected).length;
  return (
    <Checkbox
      size="sm"
      label={withLabel ? selection.pageLabel : undefined}
      aria-label={withLabel ? undefined : selection.pageLabel}
      checked={rows.length > 0 && selected === rows.length}
      indeterminate={selected > 0 && selected < rows.length}
      disabled={rows.length === 0}
      onChange={() => selection.setSelected(rows, selected < rows.length)}
    />
  );
}

/** The checkbox column, first and kept in view while a wide table scrolls; on a phone in the card's corner. */
export function selectColumn<Row>(selection: RowSelection<Row>, rows: readonly Row[]): Column<Row> {
  return {
    id: 'select',
    header: selection.columnLabel,
    headerCell: <PageCheckbox selection={selection} rows={rows} />,
    align: 'center',
    isAction: true,
    sticky: 'start',
    size: SELECT_COLUMN_WIDTH,
    cell: (row) => (
      <Checkbox
        size="sm"
        aria-label={selection.labelOf(row)}
        checked={selection.isSelected(row)}
        onChange={(event) => selection.setSelected([row], event.currentTarget.checked)}
      />
    ),
  };
}
