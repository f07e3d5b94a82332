import {
  amountFromCents,
  asCents,
  type Cents,
  centsFromAmount,
  lineTotalCents as lineTotalOf,
  roundDecimal,
  vatCents,
} from '@selvedge/contracts';
import type { CurrencyCode, Expense, ObsoleteStatus, OrderType } from '@selvedge/erp';

/**
 * The demo ERP's business rules, pure and table-tested (rules.test.ts). docs/erp-demo.md explains
 * them to whoever gives a demo; keep both in step. Money is computed in integer cents through the
 * shared money module (ADR-014): exact products, rounded once, half away from zero, like SAP
 * Business One. The demo ERP's tables hold amounts as 2-decimal numbers: convert at that edge.
 */

/** Percentages (discounts, rates) carry at most this many decimals, as SAP Business One keeps them. */
const PERCENT_DECIMALS = 6;
const PERCENT_SCALE = 10n ** BigInt(PERCENT_DECIMALS);
/** Quantities carry three decimals in the ERP (and its numeric(14,3) columns). */
const QUANTITY_DECIMALS = 3;

/**
 * A percentage in millionths of a per cent, exactly: read through its decimal text, never scaled as
 * a float; one with more decimals than the ERP keeps is a float artefact and throws.
 */
function percentMillionths(percent: number): bigint {
  const text = roundDecimal(percent, PERCENT_DECIMALS);
  if (Number(text) !== percent) throw new RangeError(`More than ${PERCENT_DECIMALS} decimals: ${percent}`);
  return BigInt(text.replace('.', ''));
}

/** Millionths of a per cent as decimal text: 66_670_000n → "66.670000". */
function percentText(millionths: bigint): string {
  const digits = (millionths < 0n ? -millionths : millionths).toString().padStart(PERCENT_DECIMALS + 1, '0');
  const sign = millionths < 0n ? '-' : '';
  return `${sign}${digits.slice(0, -PERCENT_DECIMALS)}.${digits.slice(-PERCENT_DECIMALS)}`;
}

/**
 * A price less a discount: (100 − discount) per cent of the price, the exact product rounded once to
 * cents, half away from zero (the money module's percentage of an amount, `vatCents`, does that).
 */
export function discountedCents(price: Cents, discountPercent: number): Cents {
  return vatCents(price, percentText(100n * PERCENT_SCALE - percentMillionths(discountPercent)));
}

/** Price = list price less the customer's discount, rounded once to cents (half away from zero). */
export function netUnitPrice(listPrice: number, discountPercent: number): number {
  return amountFromCents(discountedCents(centsFromAmount(listPrice), discountPercent));
}

/**
 * Line total in cents: quantity (as the ERP keeps it, three decimals) × net price, the exact product
 * rounded once, half away from zero (SAP Business One's line total).
 */
export function lineTotalCents(quantity: number, price: number): Cents {
  return lineTotalOf(centsFromAmount(price), roundDecimal(quantity, QUANTITY_DECIMALS));
}

/** D27: a discontinued item may be ordered only while free stock covers the quantity. */
export function obsoleteStatus(input: {
  isDiscontinued: boolean;
  available: number;
  quantity: number;
}): ObsoleteStatus {
  if (!input.isDiscontinued) return 'notObsolete';
  return input.available >= input.quantity ? 'obsoleteWithStock' : 'obsoleteWithoutStock';
}

/** Countries the demo supplier delivers with its own domestic freight tariff. */
export const DOMESTIC_FREIGHT_COUNTRIES = ['NL', 'BE', 'LU', 'DE', 'FR'];

interface Tariff {
  /** Order value (net, in cents) from which freight is free. */
  freeFromCents: Cents;
  freightCents: Cents;
}

/** D28 tariffs per currency: domestic (NL, BE, LU, DE, FR) and abroad. */
export const FREIGHT_TARIFFS: Record<string, { domestic: Tariff; abroad: Tariff }> = {
  EUR: {
    domestic: { freeFromCents: asCents(25_000), freightCents: asCents(1_750) },
    abroad: { freeFromCents: asCents(50_000), freightCents: asCents(4_500) },
  },
  GBP: {
    domestic: { freeFromCents: asCents(22_000), freightCents: asCents(1_500) },
    abroad: { freeFromCents: asCents(45_000), freightCents: asCents(3_900) },
  },
};
export const SAMPLE_HANDLING_CENTS = asCents(750);
export const EXPRESS_SURCHARGE_CENTS = asCents(2_500);
/** Shipping type code of express delivery: a surcharge on top of freight. */
export const EXPRESS_SHIPPING_TYPE = '4';
/** Shipping type code of collection at the warehouse: no freight. */
export const PICK_UP_SHIPPING_TYPE = '3';

export interface ExpensesInput {
  orderType: OrderType;
  /** Net order value in cents. */
  netCents: number;
  currency: CurrencyCode;
  country: string;
  shippingTypeCode: string | null;
  /** VAT of the expense: the customer's VAT group; samples always 21 % (D26). */
  vatGroup: string;
  vatRate: number;
}

/**
 * D28: sample orders pay a fixed handling charge and no freight; other orders pay freight below the
 * currency's threshold (higher abroad), nothing when collected, and an express surcharge always.
 */
export function expenses(input: ExpensesInput): Expense[] {
  const vat = { vatGroup: input.vatGroup, vatRate: input.vatRate };
  if (input.orderType === 'SAMPLE') {
    return [
      {
        code: '2',
        name: 'Handling',
        kind: 'handling',
        amount: amountFromCents(SAMPLE_HANDLING_CENTS),
        ...vat,
      },
    ];
  }
  const result: Expense[] = [];
  if (input.shippingTypeCode !== PICK_UP_SHIPPING_TYPE) {
    const tariffs = FREIGHT_TARIFFS[input.currency] ?? FREIGHT_TARIFFS.EUR;
    const tariff = DOMESTIC_FREIGHT_COUNTRIES.includes(input.country) ? tariffs?.domestic : tariffs?.abroad;
    if (tariff && input.netCents < tariff.freeFromCents) {
      result.push({
        code: '1',
        name: 'Freight',
        kind: 'freight',
        amount: amountFromCents(tariff.freightCents),
        ...vat,
      });
    }
  }
  if (input.shippingTypeCode === EXPRESS_SHIPPING_TYPE) {
    result.push({
      code: '3',
      name: 'Express surcharge',
      kind: 'expressSurcharge',
      amount: amountFromCents(EXPRESS_SURCHARGE_CENTS),
      ...vat,
    });
  }
  return result;
}

/** D26 / ordering 5: the quantity a sample line gets, or null when the group cannot be a sample. */
export function sampleQuantity(groupCode: string, quantity: number): number | null {
  if (groupCode === '106') return 0.3;
  if (groupCode === '107') return Math.min(5, Math.max(1, Math.round(quantity)));
  return null;
}

/** D30: a return may not exceed what was delivered less what was already returned. */
export function capReturnQuantity(requested: number, delivered: number, alreadyReturned: number): number {
  return Math.max(0, Math.min(requested, delivered - alreadyReturned));
}

export const SAMPLE_VAT_RATE = 21;
