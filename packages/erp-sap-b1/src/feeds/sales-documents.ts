import {
  amountFromCents,
  centsFromAmount,
  lineTotalCents,
  roundToCents,
  thousandthsFromQuantity,
} from '@selvedge/contracts';
import type {
  BomRole,
  DocumentAddress,
  SalesDocument,
  SalesDocumentKind,
  SalesDocumentLine,
} from '@selvedge/erp';
import { baseDocumentsOf, totalsFromGross } from '@selvedge/erp';
import type { ResolvedConfig } from '../config.js';
import type { Context } from '../context.js';
import { isForeignCurrency, localCurrency } from '../currency.js';
import type { DeltaSource } from '../delta.js';
import { DOCUMENT_SETS, kindOfObjType } from '../documents.js';
import { quote } from '../odata.js';
import { rowsByCodes } from '../reads.js';
import {
  amount,
  date,
  numberOr,
  quantity,
  type SapRow,
  selectWith,
  text,
  textOr,
  udf,
  updatedAt,
} from '../values.js';

/**
 * salesDocuments: Orders, DeliveryNotes, Invoices, CreditNotes, Returns and ReturnRequest, one feed
 * merged in change order, each document with its lines, packages (track and trace) and addresses.
 */

export function documentSelect(config: ResolvedConfig): string[] {
  const f = config.fields;
  const select = selectWith(
    [
      'DocEntry',
      'DocNum',
      'CardCode',
      'CardName',
      'DocDate',
      'DocDueDate',
      'NumAtCard',
      'ContactPersonCode',
      'DocCurrency',
      'DocTotal',
      'VatSum',
      'PaidToDate',
      // A document in another currency than the company's: its own figures (currency.ts).
      'DocTotalFc',
      'VatSumFc',
      'PaidToDateFC',
      'DocumentStatus',
      'Cancelled',
      'CancelStatus',
      'ShipToCode',
      'PayToCode',
      'Address2',
      'AddressExtension',
      'UpdateDate',
      'UpdateTime',
      'DocumentLines',
    ],
    [f.orderType, f.portalKey, f.packages],
  );
  // The packages are read for their track-and-trace link only; a company without that field may not
  // have packages set up at all, and its documents sync without them.
  return f.trackingUrl ? [...select, 'DocumentPackages'] : select;
}

const BOM_ROLE: Record<string, BomRole> = { iSalesTree: 'parent', iIngredient: 'component' };

function status(row: SapRow): SalesDocument['status'] {
  // A cancellation document (csCancellation) reverses another: like the cancelled one, it is no business.
  if (row.Cancelled === 'tYES' || row.CancelStatus === 'csCancellation') return 'cancelled';
  return row.DocumentStatus === 'bost_Open' ? 'open' : 'closed';
}

/** The ship-to's name: the first line of SAP's address block when it is not the street; else the customer. */
function shipToName(row: SapRow, street: string): string {
  const first = typeof row.Address2 === 'string' ? row.Address2.split(/\r?\n/)[0]?.trim() : undefined;
  return first && first !== street ? first : textOr(row.CardName, '');
}

/**
 * One address of the document's address block (AddressExtension), whose fields are named by its prefix
 * (ShipToStreet, BillToStreet…); null when it has no street.
 */
function addressOf(
  row: SapRow,
  prefix: 'ShipTo' | 'BillTo',
  id: unknown,
  nameOf: (street: string) => string,
): DocumentAddress | null {
  const ext = (row.AddressExtension ?? {}) as SapRow;
  const street = text(ext[`${prefix}Street`]);
  if (!street) return null;
  return {
    id: text(id),
    name: nameOf(street),
    street,
    zipCode: textOr(ext[`${prefix}ZipCode`], ''),
    city: textOr(ext[`${prefix}City`], ''),
    country: textOr(ext[`${prefix}Country`], ''),
  };
}

const shipTo = (row: SapRow) => addressOf(row, 'ShipTo', row.ShipToCode, (street) => shipToName(row, street));
const billTo = (row: SapRow) => addressOf(row, 'BillTo', row.PayToCode, () => textOr(row.CardName, ''));

/** The document's contact (ContactPersonCode) by the name SAP shows for it; null when none or unknown. */
function contactNameOf(
  row: SapRow,
  contacts: ReadonlyMap<string, ReadonlyMap<number, string>>,
): string | null {
  const code = numberOr(row.ContactPersonCode, null);
  if (code === null) return null;
  return contacts.get(String(row.CardCode))?.get(code) ?? null;
}

/** A contact employee's name as users see it: SAP's contact ID (Name), else first and last name. */
function contactName(contact: SapRow): string | null {
  const spelled = [text(contact.FirstName), text(contact.LastName)].filter((part) => part !== null).join(' ');
  return text(contact.Name) ?? (spelled || null);
}

/** A batch line's number: SAP answers BatchNumber; the metadata names the property BatchNumberProperty. */
function batchNumbersOf(line: SapRow): string[] {
  const batches = Array.isArray(line.BatchNumbers) ? (line.BatchNumbers as SapRow[]) : [];
  return batches
    .map((b) => text(b.BatchNumber) ?? text(b.BatchNumberProperty))
    .filter((b): b is string => b !== null);
}

/**
 * A document line. Price and UnitPrice are in the document's currency; LineTotal is in the local one, the
 * line's total in a foreign-currency document is RowTotalFC.
 */
export function toLine(
  line: SapRow,
  config: ResolvedConfig,
  collection: string | null,
  isForeign: boolean,
): SalesDocumentLine {
  const f = config.fields;
  const price = amount(line.Price);
  const open = quantity(line.RemainingOpenQuantity);
  const baseType = numberOr(line.BaseType, -1);
  const baseKind = baseType > 0 ? kindOfObjType(baseType) : undefined;
  const baseEntry = numberOr(line.BaseEntry, null);
  return {
    lineNumber: numberOr(line.LineNum, 0),
    itemCode: textOr(line.ItemCode, ''),
    description: textOr(line.ItemDescription, ''),
    collection,
    quantity: quantity(line.Quantity),
    unit: textOr(line.UoMCode, ''),
    unitPrice: amount(line.UnitPrice),
    discountPercent: numberOr(line.DiscountPercent, 0),
    price,
    lineTotal: amount(isForeign ? line.RowTotalFC : line.LineTotal),
    vatGroup: textOr(line.VatGroup, ''),
    vatPercent: numberOr(line.TaxPercentagePerRow, 0),
    batchNumbers: batchNumbersOf(line),
    deliveryDate: date(line.ShipDate),
    openQuantity: open,
    // What is still open of the line: open quantity × price, the exact product rounded once (as the demo).
    openAmount: amountFromCents(lineTotalCents(centsFromAmount(price), thousandthsFromQuantity(open))),
    reference: text(udf(line, f.lineReference)),
    bomRole: BOM_ROLE[String(line.TreeType)] ?? 'none',
    base:
      baseKind && baseEntry !== null
        ? { kind: baseKind, id: baseEntry, lineNumber: numberOr(line.BaseLine, 0) }
        : null,
    remark: text(udf(line, f.returnRemark)),
  };
}

/** A document in its own currency's figures: the local ones, or the FC ones when it is in another. */
export function toSalesDocument(
  kind: SalesDocumentKind,
  row: SapRow,
  config: ResolvedConfig,
  localCurrency: string,
  collections: ReadonlyMap<string, string | null>,
  contacts: ReadonlyMap<string, ReadonlyMap<number, string>> = new Map(),
): SalesDocument {
  const f = config.fields;
  const isForeign = isForeignCurrency(row, localCurrency);
  const lines = (Array.isArray(row.DocumentLines) ? (row.DocumentLines as SapRow[]) : [])
    .slice()
    .sort((a, b) => numberOr(a.LineNum, 0) - numberOr(b.LineNum, 0))
    .map((line) => toLine(line, config, collections.get(String(line.ItemCode)) ?? null, isForeign));
  const gross = roundToCents(numberOr(isForeign ? row.DocTotalFc : row.DocTotal, 0));
  const vat = roundToCents(numberOr(isForeign ? row.VatSumFc : row.VatSum, 0));
  const packages = (Array.isArray(row.DocumentPackages) ? (row.DocumentPackages as SapRow[]) : [])
    .slice()
    .sort((a, b) => numberOr(a.Number, 0) - numberOr(b.Number, 0));
  const packageCount = udf(row, f.packages);
  return {
    kind,
    id: Number(row.DocEntry),
    number: Number(row.DocNum),
    customerCode: String(row.CardCode),
    customerName: textOr(row.CardName, ''),
    orderType: udf(row, f.orderType) === 'SAMPLE' ? 'SAMPLE' : 'B2B',
    date: date(row.DocDate) ?? '',
    dueDate: date(row.DocDueDate),
    reference: text(row.NumAtCard),
    contactPerson: contactNameOf(row, contacts),
    status: status(row),
    currency: textOr(row.DocCurrency, localCurrency),
    billTo: billTo(row),
    shipTo: shipTo(row),
    totals: totalsFromGross(gross, vat),
    paidToDate: amount(isForeign ? row.PaidToDateFC : row.PaidToDate),
    trackAndTrace: packages
      .map((p) => text(udf(p, f.trackingUrl)))
      .filter((url): url is string => url !== null),
    packages: typeof packageCount === 'number' ? packageCount : null,
    baseDocuments: baseDocumentsOf(lines),
    portalKey: text(udf(row, f.portalKey)),
    lines,
    updatedAt: updatedAt(row, config.timeZone),
  };
}

/**
 * The collection (a user-defined field of the item) of the items on a page of documents. Items change
 * collection rarely: a code once read is kept for ten minutes.
 */
export async function collectionsOf(
  ctx: Context,
  codes: readonly string[],
): Promise<Map<string, string | null>> {
  const field = ctx.config.fields.collection;
  const result = new Map<string, string | null>();
  if (!field) return result;
  const now = Date.now();
  const missing: string[] = [];
  for (const code of new Set(codes)) {
    if (!code) continue;
    const hit = ctx.itemCollections.get(code);
    if (hit && hit.expires > now) result.set(code, hit.value);
    else missing.push(code);
  }
  if (missing.length > 0) {
    const rows = await rowsByCodes(ctx, 'Items', 'ItemCode', missing, ['ItemCode', field]);
    for (const code of missing) {
      const value = text(rows.get(code)?.[field]);
      ctx.itemCollections.set(code, { value, expires: now + 600_000 });
      result.set(code, value);
    }
  }
  return result;
}

/**
 * The contact persons of the customers on a page of documents that name one, read with the partners'
 * ContactEmployees. Contacts are renamed rarely: a customer's list once read is kept for ten minutes.
 */
export async function contactNamesOf(
  ctx: Context,
  rows: readonly SapRow[],
): Promise<Map<string, ReadonlyMap<number, string>>> {
  const result = new Map<string, ReadonlyMap<number, string>>();
  const now = Date.now();
  const missing: string[] = [];
  const naming = rows.filter((row) => numberOr(row.ContactPersonCode, null) !== null);
  for (const code of new Set(naming.map((row) => String(row.CardCode)))) {
    const hit = ctx.contactNames.get(code);
    if (hit && hit.expires > now) result.set(code, hit.value);
    else missing.push(code);
  }
  if (missing.length > 0) {
    const partners = await rowsByCodes(ctx, 'BusinessPartners', 'CardCode', missing, [
      'CardCode',
      'ContactEmployees',
    ]);
    for (const code of missing) {
      const employees = partners.get(code)?.ContactEmployees;
      const names = new Map<number, string>();
      for (const contact of Array.isArray(employees) ? (employees as SapRow[]) : []) {
        const internalCode = numberOr(contact.InternalCode, null);
        const name = contactName(contact);
        if (internalCode !== null && name !== null) names.set(internalCode, name);
      }
      ctx.contactNames.set(code, { value: names, expires: now + 600_000 });
      result.set(code, names);
    }
  }
  return result;
}

export function documentSources(
  ctx: Context,
  customerCode: string | undefined,
): DeltaSource<SalesDocument>[] {
  const select = documentSelect(ctx.config);
  return (Object.entries(DOCUMENT_SETS) as [SalesDocumentKind, { set: string }][]).map(([kind, { set }]) => ({
    id: set,
    set,
    keyField: 'DocEntry',
    numericKey: true,
    select,
    filter: customerCode ? `CardCode eq ${quote(customerCode)}` : undefined,
    mapPage: async (rows) => {
      const codes = rows.flatMap((r) =>
        (Array.isArray(r.DocumentLines) ? (r.DocumentLines as SapRow[]) : []).map((l) =>
          String(l.ItemCode ?? ''),
        ),
      );
      const [collections, contacts, local] = await Promise.all([
        collectionsOf(ctx, codes),
        contactNamesOf(ctx, rows),
        localCurrency(ctx),
      ]);
      return rows.map((row) => toSalesDocument(kind, row, ctx.config, local, collections, contacts));
    },
  }));
}
