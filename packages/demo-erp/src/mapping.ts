import {
  amountFromCents,
  centsFromAmount,
  lineTotalCents,
  thousandthsFromQuantity,
} from '@selvedge/contracts';
import type {
  Address,
  BusinessPartner,
  DocumentAddress,
  ErpLanguage,
  Item,
  SalesDocument,
  SalesDocumentKind,
  SalesDocumentLine,
} from '@selvedge/erp';
import { baseDocumentsOf, totalsFromGross } from '@selvedge/erp';
import {
  type bpAddresses,
  type businessPartners,
  type documentLines,
  type documents,
  type items,
  OBJ_TYPE,
} from './demo-erp.tables.js';

/** The edge of the demo ERP: its SAP-named rows become the portal's types here and nowhere else. */

export type BusinessPartnerRow = typeof businessPartners.$inferSelect;
export type AddressRow = typeof bpAddresses.$inferSelect;
export type ItemRow = typeof items.$inferSelect;
export type DocumentRowSelect = typeof documents.$inferSelect;
export type LineRowSelect = typeof documentLines.$inferSelect;

export const OBJ_TYPE_OF: Record<SalesDocumentKind, number> = {
  order: OBJ_TYPE.order,
  delivery: OBJ_TYPE.delivery,
  invoice: OBJ_TYPE.invoice,
  creditNote: OBJ_TYPE.creditNote,
  return: OBJ_TYPE.return,
  returnRequest: OBJ_TYPE.returnRequest,
};

const KIND_OF = new Map<number, SalesDocumentKind>(
  Object.entries(OBJ_TYPE_OF).map(([kind, objType]) => [objType, kind as SalesDocumentKind]),
);

export function kindOf(objType: number): SalesDocumentKind {
  const kind = KIND_OF.get(objType);
  if (!kind) throw new Error(`not a sales document object type: ${objType}`);
  return kind;
}

export const isYes = (value: string | null) => value === 'Y' || value === 'tYES';
const LANGUAGES: readonly ErpLanguage[] = ['en', 'nl', 'de', 'fr'];

export function toAddress(row: AddressRow): Address {
  return {
    id: row.AddressName,
    kind: row.AddressType === 'bo_BillTo' ? 'billTo' : 'shipTo',
    name: row.AddressName,
    street: row.Street,
    streetNo: row.StreetNo,
    zipCode: row.ZipCode,
    city: row.City,
    country: row.Country,
    block: row.Block,
  };
}

export function toBusinessPartner(
  row: BusinessPartnerRow,
  addresses: readonly AddressRow[],
): BusinessPartner {
  const own = addresses.filter((a) => a.BPCode === row.CardCode).sort((a, b) => a.RowNum - b.RowNum);
  const billTo = own.find((a) => a.AddressType === 'bo_BillTo');
  return {
    code: row.CardCode,
    name: row.CardName,
    groupCode: String(row.GroupCode),
    currency: row.Currency,
    vatGroup: row.VatGroup,
    shippingTypeCode: row.ShippingType === null ? null : String(row.ShippingType),
    language: LANGUAGES.includes(row.LanguageCode as ErpLanguage) ? (row.LanguageCode as ErpLanguage) : 'nl',
    email: row.EmailAddress,
    isExport: isYes(row.U_DBS_EXPORTKLANT),
    hasAddressBook: isYes(row.U_EIJFF_PORTAL_ADRESBOEK),
    isOtherCountry: isYes(row.U_EIJFF_PORTAL_ANDERLAND),
    billTo: billTo ? toAddress(billTo) : null,
    shipTo: own.filter((a) => a.AddressType === 'bo_ShipTo').map(toAddress),
    defaultShipToId: row.ShipToDefault,
    isActive: row.Valid === 'tYES',
    updatedAt: row.UpdateDate.toISOString(),
  };
}

/** A small SVG swatch in the item's colour: an image that needs no file store and no network. */
export function swatchImage(hex: string | null): string | null {
  if (!hex || !/^#[0-9a-f]{6}$/i.test(hex)) return null;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120"><rect width="120" height="120" fill="${hex}"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export function toItem(
  row: ItemRow,
  components: readonly { Father: string; ItemCode: string; Quantity: number }[],
): Item {
  const own = components.filter((c) => c.Father === row.ItemCode);
  return {
    code: row.ItemCode,
    name: row.ItemName,
    collection: row.U_DBS_COLLECTIE,
    groupCode: String(row.ItemsGroupCode),
    salesUnit: row.SalesUnit,
    patternRepeatCm: row.U_DBS_PATROON,
    isStaggered: isYes(row.U_DBS_VERSPRINGEND),
    isPatternRequired: isYes(row.U_DBS_STUKSCONTR),
    vatGroup: row.SalesVATGroup,
    imageUrl: swatchImage(row.Picture),
    isDiscontinued: isYes(row.U_DBS_UITLOPEND),
    sampleCode: row.U_DBS_STAALCODE,
    salesBom:
      row.TreeType === 'iSalesTree'
        ? { components: own.map((c) => ({ itemCode: c.ItemCode, quantity: c.Quantity })) }
        : null,
    isActive: row.Valid === 'tYES',
    updatedAt: row.UpdateDate.toISOString(),
  };
}

function documentStatus(row: DocumentRowSelect): SalesDocument['status'] {
  if (row.Cancelled === 'tYES') return 'cancelled';
  return row.DocumentStatus === 'bost_Open' ? 'open' : 'closed';
}

function shipTo(row: DocumentRowSelect): DocumentAddress | null {
  if (!row.ShipToStreet) return null;
  return {
    id: row.ShipToCode,
    name: row.ShipToName ?? row.CardName,
    street: row.ShipToStreet,
    zipCode: row.ShipToZipCode ?? '',
    city: row.ShipToCity ?? '',
    country: row.ShipToCountry ?? '',
  };
}

function billTo(row: DocumentRowSelect): DocumentAddress | null {
  if (!row.BillToStreet) return null;
  return {
    id: row.PayToCode,
    name: row.CardName,
    street: row.BillToStreet,
    zipCode: row.BillToZipCode ?? '',
    city: row.BillToCity ?? '',
    country: row.BillToCountry ?? '',
  };
}

const BOM_ROLE = { iSalesTree: 'parent', iIngredient: 'component' } as const;

function toLine(row: LineRowSelect, collection: string | null): SalesDocumentLine {
  return {
    lineNumber: row.LineNum,
    itemCode: row.ItemCode,
    description: row.ItemDescription,
    collection,
    quantity: row.Quantity,
    unit: row.UoMCode,
    unitPrice: row.UnitPrice,
    discountPercent: row.DiscountPercent,
    price: row.Price,
    lineTotal: row.LineTotal,
    vatGroup: row.VatGroup,
    vatPercent: row.TaxPercentagePerRow,
    batchNumbers: row.BatchNumbers,
    deliveryDate: row.ShipDate,
    openQuantity: row.RemainingOpenQuantity,
    // What is still open of the line: open quantity × price, the exact product rounded once.
    openAmount: amountFromCents(
      lineTotalCents(centsFromAmount(row.Price), thousandthsFromQuantity(row.RemainingOpenQuantity)),
    ),
    reference: row.U_DBS_CUSTREF,
    bomRole: BOM_ROLE[row.TreeType as keyof typeof BOM_ROLE] ?? 'none',
    base:
      row.BaseType > 0 && row.BaseEntry !== null && KIND_OF.has(row.BaseType)
        ? { kind: kindOf(row.BaseType), id: row.BaseEntry, lineNumber: row.BaseLine ?? 0 }
        : null,
    remark: row.U_DBS_RETURNREMARK,
  };
}

export function toSalesDocument(
  row: DocumentRowSelect,
  lines: readonly LineRowSelect[],
  trackingUrls: readonly string[],
  collections: ReadonlyMap<string, string | null>,
  contactPerson: string | null,
): SalesDocument {
  const mapped = [...lines]
    .sort((a, b) => a.LineNum - b.LineNum)
    .map((l) => toLine(l, collections.get(l.ItemCode) ?? null));
  const gross = centsFromAmount(row.DocTotal);
  const vat = centsFromAmount(row.VatSum);
  return {
    kind: kindOf(row.ObjType),
    id: row.DocEntry,
    number: row.DocNum,
    customerCode: row.CardCode,
    customerName: row.CardName,
    orderType: row.U_DBS_OrderType === 'SAMPLE' ? 'SAMPLE' : 'B2B',
    date: row.DocDate,
    dueDate: row.DocDueDate,
    reference: row.NumAtCard,
    contactPerson,
    status: documentStatus(row),
    currency: row.DocCurrency,
    billTo: billTo(row),
    shipTo: shipTo(row),
    totals: totalsFromGross(gross, vat),
    paidToDate: row.PaidToDate,
    trackAndTrace: [...trackingUrls],
    packages: row.U_AantalPackages,
    baseDocuments: baseDocumentsOf(mapped),
    portalKey: row.U_DBS_PORTALKEY,
    lines: mapped,
    updatedAt: row.UpdateDate.toISOString(),
  };
}
