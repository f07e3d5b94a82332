import type { DocumentKind, OrderType } from '@selvedge/contracts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { formatAmount, formatDate } from '../lib/format';
import { formatQuantity, ItemCell, OrderTypeBadge, RowLink } from './cells';
import type { Column } from './data-table';
import { PdfButton } from './pdf-button';
import type { ReturnState } from './use-list-params';

/*
 * The columns the customer lists (orders, deliveries, invoices, outstanding invoices, returns) have in
 * common, so that a column looks and is named the same on every list. Each builder is generic over the
 * row: any row with the fields a column reads can use it.
 */

/**
 * The column that names a row on a phone: the title of its card. In a table the document number is the
 * one kept in view while the rest scrolls sideways (`documentLinkColumn`).
 */
export function asLead<Row>(column: Column<Row>): Column<Row> {
  return { ...column, isPrimary: true };
}

export function itemColumn<Row extends { itemCode: string; description: string }>(t: TFunction): Column<Row> {
  return {
    id: 'item',
    header: t('columns.itemCode'),
    isAlwaysShown: true,
    cell: (row) => <ItemCell code={row.itemCode} description={row.description} />,
  };
}

/** The item's description already names its collection: the column is there for who chooses it. */
export function collectionColumn<Row extends { collection: string | null }>(t: TFunction): Column<Row> {
  return {
    id: 'collection',
    isHiddenByDefault: true,
    isWrapping: true,
    header: t('columns.collection'),
    text: (row) => row.collection,
  };
}

export function quantityColumn<Row extends { quantity: number; unit: string }>(t: TFunction): Column<Row> {
  return {
    id: 'quantity',
    header: t('columns.quantity'),
    isAlwaysShown: true,
    align: 'right',
    cell: (row) => formatQuantity(row.quantity, row.unit),
  };
}

/** `header` names what the reference is of: the document's by default, a return's own line otherwise. */
export function referenceColumn<Row extends { reference: string | null }>(
  t: TFunction,
  header: string = t('columns.reference'),
): Column<Row> {
  return { id: 'reference', header, isWrapping: true, text: (row) => row.reference };
}

export function commissionColumn<Row extends { commission: string | null }>(t: TFunction): Column<Row> {
  return {
    id: 'commission',
    header: t('columns.commission'),
    isWrapping: true,
    text: (row) => row.commission,
  };
}

/** Every amount already shows its currency: the column is there for who chooses it. */
export function currencyColumn<Row extends { currency: string }>(t: TFunction): Column<Row> {
  return {
    id: 'currency',
    header: t('columns.currency'),
    isHiddenByDefault: true,
    cell: (row) => row.currency,
  };
}

/** The currency, then the price only for a user who may see prices (`useShowPrice`). */
export function priceColumns<Row extends { currency: string; price: number }>(
  t: TFunction,
  showPrice: boolean,
): Column<Row>[] {
  const price: Column<Row> = {
    id: 'price',
    header: t('columns.price'),
    align: 'right',
    isAlwaysShown: true,
    cell: (row) => formatAmount(row.price, row.currency),
  };
  return showPrice ? [currencyColumn(t), price] : [currencyColumn(t)];
}

export function batchColumn<Row extends { batch: string }>(t: TFunction): Column<Row> {
  // Dye lots are comma separated: several wrap at the commas.
  return { id: 'batch', header: t('columns.batch'), isWrapping: true, text: (row) => row.batch };
}

export function orderTypeColumn<Row extends { orderType: OrderType }>(t: TFunction): Column<Row> {
  return {
    id: 'orderType',
    header: t('columns.orderType'),
    cell: (row) => <OrderTypeBadge type={row.orderType} />,
  };
}

/** A list's link to a document's detail; `state` lets the detail's back link return to the same page. */
export function DocumentLink({
  to,
  state,
  'aria-label': label,
  children,
}: {
  to: string;
  state: ReturnState;
  'aria-label'?: string;
  children: ReactNode;
}) {
  return (
    <RowLink to={to} state={state} aria-label={label}>
      {children}
    </RowLink>
  );
}

/**
 * The document number of a row, linked to the document's detail: the first column, kept in view while
 * the rest of a wide table scrolls sideways, and never hidden.
 */
export function documentLinkColumn<Row>({
  id,
  header,
  to,
  number,
  state,
}: {
  id: string;
  header: string;
  /** NoInfer: the row type comes from the list, not from a path helper that reads fewer fields. */
  to: (row: NoInfer<Row>) => string;
  number: (row: Row) => number;
  state: ReturnState;
}): Column<Row> {
  return {
    id,
    header,
    sticky: 'start',
    isAlwaysShown: true,
    cell: (row) => (
      <DocumentLink to={to(row)} state={state}>
        {number(row)}
      </DocumentLink>
    ),
  };
}

/** What a document line list's first columns read of a row. */
type DocumentLine = { itemCode: string; description: string; quantity: number; unit: string } & {
  currency: string;
  price: number;
};

/** The names of a row's fields that hold a `Value`. */
export type FieldOf<Row, Value> = { [K in keyof Row]: Row[K] extends Value ? K : never }[keyof Row] & string;

/**
 * The columns the order, delivery and invoice line lists start with (ADR-022): the document's number
 * linked to its detail (`to`), its date (always shown), the item (a phone card's title), the quantity,
 * then the currency and, for who may see it, the price. The number and date columns are named after
 * their fields (`columns.<field>`).
 */
export function documentLineColumns<Row extends DocumentLine>(
  t: TFunction,
  options: {
    number: FieldOf<Row, number>;
    date: FieldOf<Row, string>;
    to: (row: NoInfer<Row>) => string;
    state: ReturnState;
    showPrice: boolean;
  },
): Column<Row>[] {
  const { number, date, to, state, showPrice } = options;
  return [
    documentLinkColumn<Row>({
      id: number,
      header: t(`columns.${number}`),
      to,
      number: (row) => row[number] as number,
      state,
    }),
    {
      id: date,
      header: t(`columns.${date}`),
      isAlwaysShown: true,
      cell: (row) => formatDate(row[date] as string),
    },
    asLead(itemColumn(t)),
    quantityColumn(t),
    ...priceColumns(t, showPrice),
  ];
}

/** The customer's own words on a document line, then its collection (hidden by default). */
export function lineReferenceColumns<
  Row extends { reference: string | null; commission: string | null; collection: string | null },
>(t: TFunction): Column<Row>[] {
  return [referenceColumn(t), commissionColumn(t), collectionColumn(t)];
}

/** What a row's PDF is of; `itemCode` names the file after a line's item (D18). */
export interface PdfOf {
  kind: DocumentKind;
  number: number;
  itemCode?: string;
}

const PDF_COLUMN_WIDTH = 64;

/** The PDF of the row's document, kept in view at the end so that every row's PDF can be reached. */
export function pdfColumn<Row extends { documentId: number }>(
  t: TFunction,
  of: (row: Row) => PdfOf,
): Column<Row> {
  return {
    id: 'pdf',
    header: t('columns.pdf'),
    align: 'center',
    isAction: true,
    sticky: 'end',
    // As wide as its button and header need, so that the columns beside it keep the room.
    size: PDF_COLUMN_WIDTH,
    cell: (row) => {
      const { kind, number, itemCode } = of(row);
      return (
        <PdfButton
          kind={kind}
          id={row.documentId}
          itemCode={itemCode}
          name={t(`documentName.${kind}`, { number })}
        />
      );
    },
  };
}
