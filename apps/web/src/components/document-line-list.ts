import type { InvoiceKind, OrderLine, ReorderSourceKind } from '@selvedge/contracts';
import { useTranslation } from 'react-i18next';
import { useShowPrice } from '../lib/session';
import type { Column } from './data-table';
import { documentLineColumns, type FieldOf, type PdfOf, pdfColumn } from './list-columns';
import { usePdfSelection } from './pdf-selection';
import { orderAgainAction } from './reorder-selection';
import type { RowSelection } from './row-selection';
import { useReturnState } from './use-list-params';

/** What the order, delivery and invoice line lists' rows share; an invoices row says whether it is a credit note. */
export type DocumentLineRow = Pick<
  OrderLine,
  'documentId' | 'lineNumber' | 'itemCode' | 'description' | 'quantity' | 'unit' | 'currency' | 'price'
> & { kind?: InvoiceKind };

export interface DocumentLineList<Row> {
  /** The document's number and date, the item, quantity and price (documentLineColumns). */
  leadColumns: Column<Row>[];
  /** The row's PDF, last. */
  pdfColumn: Column<Row>;
  rowKey: (row: Row) => string;
  /** The rows picked for "Download PDFs" and "Order again". */
  selection: RowSelection<Row>;
}

/** Where a list's rows keep their document's number and date, and where the document's detail is. */
export interface DocumentLineFields<Row> {
  number: FieldOf<Row, number>;
  date: FieldOf<Row, string>;
  /** The row's document's detail. */
  to: (row: Row) => string;
}

/**
 * The set-up the order, delivery and invoice line lists share, so that the three stay one list in three
 * places: the same first columns, a PDF per row named after its line's item, and a selection of lines on
 * any page whose PDFs can be downloaded and which can be ordered again (docs/reorder.md). `kind` is the
 * list's document; an invoices row's own kind (invoice or credit note) takes its place where the row has
 * one. The list's query and its other columns stay the page's own.
 */
export function useDocumentLineList<Row extends DocumentLineRow>(
  kind: ReorderSourceKind,
  options: DocumentLineFields<Row>,
): DocumentLineList<Row> {
  const { t } = useTranslation();
  const showPrice = useShowPrice();
  const returnState = useReturnState();
  const { number, date, to } = options;
  // The row's PDF, and its place in a download of several (components/pdf-selection.tsx). What a
  // customer looks for first comes first and always shows (ADR-022).
  const pdfOf = (row: Row): PdfOf => ({
    kind: row.kind ?? kind,
    number: row[number] as number,
    itemCode: row.itemCode,
  });
  // An invoice and a credit note can have the same document id: the kind keeps their rows apart.
  const rowKey = (row: Row) =>
    row.kind ? `${row.kind}-${row.documentId}-${row.lineNumber}` : `${row.documentId}-${row.lineNumber}`;
  // Order again (docs/reorder.md) from the same selection, for a user who may order.
  const selection = usePdfSelection(rowKey, pdfOf, orderAgainAction<Row>(kind));
  return {
    leadColumns: documentLineColumns<Row>(t, { number, date, to, state: returnState, showPrice }),
    pdfColumn: pdfColumn(t, pdfOf),
    rowKey,
    selection,
  };
}
