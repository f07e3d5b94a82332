import type { IsoDate } from '@selvedge/erp';
import type { BulkWriter, SqlValue } from './bulk-insert.js';
import { OBJ_TYPE } from './demo-erp.tables.js';

/**
 * Builds document rows for the generator: numbering per object type and the column order of the bulk
 * writer. DocNum = a base per type + DocEntry, so numbers tell the type (1… orders, 3… invoices).
 */
export const DOC_NUMBER_BASE: Record<number, number> = {
  [OBJ_TYPE.order]: 1_000_000,
  [OBJ_TYPE.delivery]: 2_000_000,
  [OBJ_TYPE.invoice]: 3_000_000,
  [OBJ_TYPE.creditNote]: 4_000_000,
  [OBJ_TYPE.return]: 5_000_000,
  [OBJ_TYPE.returnRequest]: 6_000_000,
  [OBJ_TYPE.incomingPayment]: 7_000_000,
};

export const DOCUMENT_COLUMNS = [
  'ObjType',
  'DocEntry',
  'DocNum',
  'CardCode',
  'CardName',
  'DocDate',
  'DocDueDate',
  'NumAtCard',
  'ContactPersonCode',
  'DocumentStatus',
  'Cancelled',
  'Confirmed',
  'DocCurrency',
  'DocTotal',
  'VatSum',
  'PaidToDate',
  'ShipToCode',
  'ShipToName',
  'ShipToStreet',
  'ShipToZipCode',
  'ShipToCity',
  'ShipToCountry',
  'PayToCode',
  'BillToStreet',
  'BillToZipCode',
  'BillToCity',
  'BillToCountry',
  'TransportationCode',
  'U_DBS_OrderType',
  'U_DBS_PORTALKEY',
  'U_DBS_PARTIALSUPPLY',
  'U_DBS_EMAIL',
  'U_AantalPackages',
  'U_DEMO_PAYDATE',
  'UpdateDate',
] as const;

export const LINE_COLUMNS = [
  'ObjType',
  'DocEntry',
  'LineNum',
  'ItemCode',
  'ItemDescription',
  'Quantity',
  'UoMCode',
  'UnitPrice',
  'DiscountPercent',
  'Price',
  'LineTotal',
  'VatGroup',
  'TaxPercentagePerRow',
  'WarehouseCode',
  'ShipDate',
  'LineStatus',
  'RemainingOpenQuantity',
  'TreeType',
  'BaseType',
  'BaseEntry',
  'BaseLine',
  'BatchNumbers',
  'U_DBS_CUSTREF',
  'U_DBS_RETURNREMARK',
  'U_PMX_LOCO',
  'U_PMX_QYSC',
] as const;

export type DocumentRow = Record<(typeof DOCUMENT_COLUMNS)[number], SqlValue>;
export type LineRow = Record<(typeof LINE_COLUMNS)[number], SqlValue>;

export class DocumentNumbering {
  private readonly entries = new Map<number, number>();

  next(objType: number): { docEntry: number; docNum: number } {
    const docEntry = (this.entries.get(objType) ?? 0) + 1;
    this.entries.set(objType, docEntry);
    return { docEntry, docNum: (DOC_NUMBER_BASE[objType] ?? 0) + docEntry };
  }

  /** DocumentSeries rows: where the adapter continues numbering. */
  series(): SqlValue[][] {
    return Object.keys(DOC_NUMBER_BASE).map((key) => {
      const objType = Number(key);
      const last = this.entries.get(objType) ?? 0;
      return [objType, last + 1, (DOC_NUMBER_BASE[objType] ?? 0) + last + 1];
    });
  }
}

export async function writeDocument(
  writer: BulkWriter,
  header: DocumentRow,
  lines: LineRow[],
  trackingUrls: readonly (string | null)[] = [],
): Promise<void> {
  await writer.add(
    'Documents',
    DOCUMENT_COLUMNS,
    DOCUMENT_COLUMNS.map((c) => header[c]),
  );
  for (const line of lines) {
    await writer.add(
      'DocumentLines',
      LINE_COLUMNS,
      LINE_COLUMNS.map((c) => line[c]),
    );
  }
  for (const [index, url] of trackingUrls.entries()) {
    await writer.add(
      'DocumentPackages',
      ['ObjType', 'DocEntry', 'Number', 'U_DBS_TRACKURL'],
      [header.ObjType, header.DocEntry, index + 1, url],
    );
  }
}

/** A carrier's track-and-trace link for a package (example.com: nothing real is tracked). */
export function trackingUrl(docNum: number, packageNumber: number): string {
  return `https://track.example.com/parcel/3SSLV${docNum}${String(packageNumber).padStart(2, '0')}`;
}

export const timestampOf = (date: IsoDate) => `${date}T12:00:00Z`;
