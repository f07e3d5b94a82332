import {
  amountFromCents,
  type Cents,
  centsFromAmount,
  type DraftLine,
  lineTotalCents,
  type OrderDraft,
  sumCents,
  thousandthsFromQuantity,
} from '@selvedge/contracts';
import type { StoredDraft } from './ordering.repository.js';
import type { OrderDraftLineRow } from './ordering.tables.js';

/** What the item behind a line adds to it (pattern fields), from the read model. */
export interface LineItemFacts {
  isPatternRequired: boolean;
  patternRepeatCm: number;
  isStaggered: boolean;
}

/** A line's amount: price × quantity rounded once (ADR-014); null while unpriced. */
export function lineAmountCents(line: Pick<OrderDraftLineRow, 'unitPrice' | 'quantity'>): Cents | null {
  if (line.unitPrice === null) return null;
  return lineTotalCents(centsFromAmount(line.unitPrice), thousandthsFromQuantity(line.quantity));
}

/** The priced lines' total, and whether a line is waiting for its price. */
export function linesTotalCents(lines: readonly OrderDraftLineRow[]): { total: Cents; hasUnpriced: boolean } {
  const amounts = lines.map(lineAmountCents);
  return {
    total: sumCents(amounts.filter((amount): amount is Cents => amount !== null)),
    hasUnpriced: amounts.includes(null),
  };
}

/** Adds two quantities of at most 3 decimals without a float's error (12.1 + 0.2 is 12.3). */
export function addQuantities(a: number, b: number): number {
  return (thousandthsFromQuantity(a) + thousandthsFromQuantity(b)) / 1000;
}

const noPattern: LineItemFacts = { isPatternRequired: false, patternRepeatCm: 0, isStaggered: false };

/** The draft as the API answers it. */
export function toDraftView(stored: StoredDraft, items: ReadonlyMap<string, LineItemFacts>): OrderDraft {
  const { header, lines, patterns } = stored;
  const { total, hasUnpriced } = linesTotalCents(lines);
  const viewLines: DraftLine[] = lines.map((line) => {
    const item = items.get(line.itemCode) ?? noPattern;
    const amount = lineAmountCents(line);
    return {
      id: line.id,
      lineNumber: line.lineNumber,
      itemCode: line.itemCode,
      itemName: line.itemName,
      salesUnit: line.salesUnit,
      quantity: line.quantity,
      reference: line.reference,
      unitPrice: line.unitPrice,
      amount: amount === null ? null : amountFromCents(amount),
      deliveryDate: line.deliveryDate,
      imageUrl: line.imageUrl,
      ...item,
      patterns: patterns
        .filter((pattern) => pattern.lineId === line.id)
        .map((pattern) => ({
          rows: pattern.rows,
          rowLength: pattern.rowLength,
          requiredLength: pattern.requiredLength,
          rowTotal: pattern.rowTotal,
          isNoPatternCalculation: pattern.isNoPatternCalculation,
        })),
      requestedBatch: line.requestedBatch,
    };
  });
  const hasAddress =
    header.shipName !== null &&
    header.shipStreet !== null &&
    header.shipZipCode !== null &&
    header.shipCity !== null &&
    header.shipCountry !== null;
  return {
    id: header.id,
    orderType: header.orderType,
    state: header.state,
    reference: header.reference,
    email: header.email,
    shippingAddress: hasAddress
      ? {
          addressId: header.shipAddressId,
          name: header.shipName ?? '',
          street: header.shipStreet ?? '',
          zipCode: header.shipZipCode ?? '',
          city: header.shipCity ?? '',
          country: header.shipCountry ?? '',
        }
      : null,
    shippingTypeCode: header.shippingTypeCode,
    partialSupply: header.partialSupply,
    currency: header.currency,
    lines: viewLines,
    linesTotal: amountFromCents(total),
    hasUnpricedLines: hasUnpriced,
    erpMessage: header.erpMessage,
    messageFrom: header.messageFrom,
    documentNumber: header.erpDocNumber,
    updatedAt: header.updatedAt.toISOString(),
  };
}
