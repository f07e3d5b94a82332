import { amountFromCents, type Cents, roundToCents, subtractCents, ZERO_CENTS } from '@selvedge/contracts';
import type { OpenItem, SalesDocumentKind } from '@selvedge/erp';
import { salesDocumentKey } from '@selvedge/erp';
import type { Context } from '../context.js';
import { isForeignCurrency, localCurrency } from '../currency.js';
import type { DeltaSource } from '../delta.js';
import { DOCUMENT_SETS } from '../documents.js';
import { and, quote } from '../odata.js';
import { date, numberOr, type SapRow, text, textOr, updatedAt } from '../values.js';

/**
 * openItems: open invoices and unsettled credit notes (DocTotal − PaidToDate; for a document in another
 * currency than the company's, DocTotalFc − PaidToDateFC: its own figures). A document that was paid,
 * closed or cancelled since comes as a deleted id. The first pull asks for open documents only; later
 * pulls see every change, so a document closed meanwhile is reported as gone.
 */
export type OpenItemChange = { open: OpenItem } | { deleted: string };

export const OPEN_ITEM_SELECT = [
  'DocEntry',
  'DocNum',
  'CardCode',
  'NumAtCard',
  'DocDate',
  'DocDueDate',
  'DocCurrency',
  'DocTotal',
  'PaidToDate',
  'DocTotalFc',
  'PaidToDateFC',
  'DocumentStatus',
  'Cancelled',
  'UpdateDate',
  'UpdateTime',
];

export function toOpenItemChange(
  kind: 'invoice' | 'creditNote',
  row: SapRow,
  localCurrency: string,
  timeZone: string,
): OpenItemChange {
  const id = salesDocumentKey(kind, Number(row.DocEntry));
  const isForeign = isForeignCurrency(row, localCurrency);
  const total = roundToCents(numberOr(isForeign ? row.DocTotalFc : row.DocTotal, 0));
  const paid = roundToCents(numberOr(isForeign ? row.PaidToDateFC : row.PaidToDate, 0));
  const open = subtractCents(total, paid);
  if (row.DocumentStatus !== 'bost_Open' || row.Cancelled === 'tYES' || open === ZERO_CENTS)
    return { deleted: id };
  // A credit note is owed to the customer: its amounts are negative.
  const signed = (cents: Cents) =>
    amountFromCents(kind === 'creditNote' ? subtractCents(ZERO_CENTS, cents) : cents);
  const number = Number(row.DocNum);
  const reference = text(row.NumAtCard);
  const docDate = date(row.DocDate) ?? '';
  return {
    open: {
      id,
      document: { kind, id: Number(row.DocEntry) },
      documentNumber: number,
      customerCode: String(row.CardCode),
      description: `${kind === 'creditNote' ? 'Credit note' : 'Invoice'} ${number}${reference ? ` (${reference})` : ''}`,
      date: docDate,
      dueDate: date(row.DocDueDate) ?? docDate,
      currency: textOr(row.DocCurrency, localCurrency),
      total: signed(total),
      openAmount: signed(open),
      updatedAt: updatedAt(row, timeZone),
    },
  };
}

export function openItemSources(
  ctx: Context,
  customerCode: string | undefined,
  openOnly: boolean,
): DeltaSource<OpenItemChange>[] {
  return (['invoice', 'creditNote'] as const satisfies readonly SalesDocumentKind[]).map((kind) => ({
    id: DOCUMENT_SETS[kind].set,
    set: DOCUMENT_SETS[kind].set,
    keyField: 'DocEntry',
    numericKey: true,
    select: OPEN_ITEM_SELECT,
    filter:
      and(
        customerCode ? `CardCode eq ${quote(customerCode)}` : null,
        openOnly ? `DocumentStatus eq ${quote('bost_Open')}` : null,
      ) || undefined,
    mapPage: async (rows) => {
      const local = await localCurrency(ctx);
      return rows.map((row) => toOpenItemChange(kind, row, local, ctx.config.timeZone));
    },
  }));
}
