import type { ReactNode } from 'react';

/** What a cell shows: drawn by `cell`, or given as `text` (no element of its own to render). */
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
  /** What the table's header cell shows instead of `header` (a "select all on this page" checkbox). */
  headerCell?: ReactNode;
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

/** Sticky columns of the end are this wide, so that each knows where the next one starts. */
const END_COLUMN_WIDTH = 100;
/**
 * A sticky column of the start without a width of its own counts as this wide (TanStack Table's
 * default, which the lists were laid out with).
 */
const DEFAULT_WIDTH = 150;

/** A shown column and, when it sticks, where: its distance from its side of the table. */
export interface PlacedColumn<Row> {
  column: Column<Row>;
  sticky?: {
    side: 'start' | 'end';
    /** From the table's start (or end) to the column: the widths of the sticky columns before it. */
    offset: number;
    /** The column's own width. */
    width: number;
    /** The last sticky column of its side, next to the scrolling ones: it draws the edge's shadow. */
    isEdge: boolean;
  };
}

const widthOf = <Row>(column: Column<Row>) =>
  column.size ?? (column.sticky === 'end' ? END_COLUMN_WIDTH : DEFAULT_WIDTH);

/**
 * The shown columns of a table in the order they are drawn: those that stick at the start, the others
 * in the page's order, those that stick at the end; each sticky one with its offset, so that it stays
 * in view while a wide table scrolls sideways.
 */
export function placeColumns<Row>(
  columns: readonly Column<Row>[],
  isShown: (column: Column<Row>) => boolean,
): PlacedColumn<Row>[] {
  const shown = columns.filter(isShown);
  const start = shown.filter((column) => column.sticky === 'start');
  const end = shown.filter((column) => column.sticky === 'end');
  const stuck = (side: 'start' | 'end', sideColumns: Column<Row>[]) => {
    // Offsets count from the table's own edge: for the end from the last column backwards.
    const ordered = side === 'start' ? sideColumns : [...sideColumns].reverse();
    let offset = 0;
    const placed = ordered.map((column, index): PlacedColumn<Row> => {
      const width = widthOf(column);
      const place = { column, sticky: { side, offset, width, isEdge: index === ordered.length - 1 } };
      offset += width;
      return place;
    });
    return side === 'start' ? placed : placed.reverse();
  };
  return [
    ...stuck('start', start),
    ...shown.filter((column) => !column.sticky).map((column) => ({ column })),
    ...stuck('end', end),
  ];
}
