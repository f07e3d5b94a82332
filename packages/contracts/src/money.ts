/**
 * Money in integer minor units (ADR-014): amounts are held as whole cents, computed with integer
 * (BigInt for products) arithmetic, and rounded once, half away from zero, the way SAP Business One
 * rounds. Amounts still travel as JSON numbers with 2 decimals; convert at the edges with
 * `centsFromAmount` / `amountFromCents`. Nothing here multiplies or divides a float.
 */

/** An amount in minor units (cents) of its document's currency: a safe integer. */
export type Cents = number & { readonly __unit: 'cents' };

/** A quantity in thousandths of its unit (the ERP's and the read model's 3 quantity decimals). */
export type Thousandths = number & { readonly __unit: 'thousandths' };

/** The currencies the portal shows have 2 decimals (EUR, GBP). */
const CENT_DECIMALS = 2;
const THOUSANDTH_DECIMALS = 3;

/** An exact decimal: `units / 10^scale`. */
interface Decimal {
  units: bigint;
  scale: number;
}

const DECIMAL_TEXT = /^([+-]?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

const pow10 = (exponent: number): bigint => 10n ** BigInt(exponent);

/**
 * Reads a decimal string, or a number through its shortest round-trip text (`String(12.34)` is
 * "12.34"), so a JSON amount is taken as the decimal it was written as, not as its binary value.
 */
function parseDecimal(value: string | number): Decimal {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new RangeError(`Not a decimal amount: ${value}`);
  }
  const text = String(value);
  const match = DECIMAL_TEXT.exec(text);
  if (!match) throw new RangeError(`Not a decimal amount: "${text}"`);
  const [, sign = '', whole = '', fraction = '', exponentText] = match;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  let units = BigInt(whole + fraction);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    units *= pow10(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -units : units, scale };
}

/** `n / d` rounded half away from zero (SAP Business One's rounding); `d` is positive. */
function divideRounded(n: bigint, d: bigint): bigint {
  const quotient = n / d;
  const remainder = n % d;
  const magnitude = remainder < 0n ? -remainder : remainder;
  if (magnitude * 2n < d) return quotient;
  return n < 0n ? quotient - 1n : quotient + 1n;
}

/** The decimal as whole units of `10^-scale`, rounded once if it has more decimals. */
function rescale(decimal: Decimal, scale: number): bigint {
  if (decimal.scale <= scale) return decimal.units * pow10(scale - decimal.scale);
  return divideRounded(decimal.units, pow10(decimal.scale - scale));
}

/** The decimal as whole units of `10^-scale`; throws if that would drop a non-zero digit. */
function rescaleExactly(decimal: Decimal, scale: number, text: string | number): bigint {
  if (decimal.scale <= scale) return decimal.units * pow10(scale - decimal.scale);
  const divisor = pow10(decimal.scale - scale);
  if (decimal.units % divisor !== 0n) {
    throw new RangeError(`More than ${scale} decimals: ${String(text)}`);
  }
  return decimal.units / divisor;
}

function toSafeInteger(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < BigInt(Number.MIN_SAFE_INTEGER)) {
    throw new RangeError(`Amount out of range: ${value}`);
  }
  return Number(value);
}

export const ZERO_CENTS = 0 as Cents;

export const isCents = (value: unknown): value is Cents => Number.isSafeInteger(value);

/** A whole number of cents; anything else (a fraction, NaN, beyond 2^53) is a bug and throws. */
export function asCents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of cents: ${value}`);
  return value as Cents;
}

/** A whole number of thousandths of a unit; anything else throws. */
export function asThousandths(value: number): Thousandths {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of thousandths: ${value}`);
  return value as Thousandths;
}

/** "12.34", "-5", "0.1" → cents, exactly; more than 2 non-zero decimals throws (use `roundToCents`). */
export function centsFromDecimal(text: string): Cents {
  return toSafeInteger(rescaleExactly(parseDecimal(text), CENT_DECIMALS, text)) as Cents;
}

/** A 2-decimal JSON amount (12.34) → 1234 cents, exactly: read through its decimal text, never `x * 100`. */
export function centsFromAmount(amount: number): Cents {
  return toSafeInteger(rescaleExactly(parseDecimal(amount), CENT_DECIMALS, amount)) as Cents;
}

/** Any decimal (string or number) rounded once, half away from zero, to cents. */
export function roundToCents(value: string | number): Cents {
  return toSafeInteger(rescale(parseDecimal(value), CENT_DECIMALS)) as Cents;
}

/** A quantity ("2.5", 2.5) → thousandths, exactly; more than 3 non-zero decimals throws. */
export function thousandthsFromQuantity(quantity: string | number): Thousandths {
  return toSafeInteger(rescaleExactly(parseDecimal(quantity), THOUSANDTH_DECIMALS, quantity)) as Thousandths;
}

/**
 * Any decimal rounded once, half away from zero, to `decimals` places, as text with exactly that many
 * decimals ("1.005", 2 → "1.01"; -0.001, 2 → "0.00"): for display, where the text is what counts.
 */
export function roundDecimal(value: string | number, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`Bad decimals: ${decimals}`);
  return formatUnits(rescale(parseDecimal(value), decimals), decimals);
}

function formatUnits(units: bigint, decimals: number): string {
  const digits = (units < 0n ? -units : units).toString().padStart(decimals + 1, '0');
  const sign = units < 0n ? '-' : '';
  if (decimals === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** 1234 → "12.34", -5 → "-0.05". */
export function decimalFromCents(cents: Cents): string {
  return formatUnits(BigInt(asCents(cents)), CENT_DECIMALS);
}

/** 1234 → 12.34: the JSON number the contracts carry (the double nearest the 2-decimal value). */
export function amountFromCents(cents: Cents): number {
  return Number(decimalFromCents(cents));
}

export function addCents(a: Cents, b: Cents): Cents {
  return asCents(a + b);
}

export function subtractCents(a: Cents, b: Cents): Cents {
  return asCents(a - b);
}

export function sumCents(values: Iterable<Cents>): Cents {
  let total = 0n;
  for (const value of values) total += BigInt(asCents(value));
  return toSafeInteger(total) as Cents;
}

const priceDecimal = (price: Cents | string): Decimal =>
  typeof price === 'string' ? parseDecimal(price) : { units: BigInt(asCents(price)), scale: CENT_DECIMALS };

const quantityDecimal = (quantity: Thousandths | string): Decimal =>
  typeof quantity === 'string'
    ? parseDecimal(quantity)
    : { units: BigInt(asThousandths(quantity)), scale: THOUSANDTH_DECIMALS };

/**
 * SAP Business One's line total: price × quantity, rounded once to cents, half away from zero. The
 * price is the net unit price after discount and may carry more decimals than the currency (a decimal
 * string then); the quantity is a decimal string or thousandths.
 */
export function lineTotalCents(price: Cents | string, quantity: Thousandths | string): Cents {
  const p = priceDecimal(price);
  const q = quantityDecimal(quantity);
  return toSafeInteger(
    rescale({ units: p.units * q.units, scale: p.scale + q.scale }, CENT_DECIMALS),
  ) as Cents;
}

/** VAT on a net amount at `percent` (21, "5.5"), rounded once to cents, half away from zero. */
export function vatCents(net: Cents, percent: string | number): Cents {
  const rate = parseDecimal(percent);
  // net cents × percent / 100: the product's scale is the rate's plus 2 for "per cent".
  const product = { units: BigInt(asCents(net)) * rate.units, scale: rate.scale + 2 };
  return toSafeInteger(rescale(product, 0)) as Cents;
}

export interface DocumentLineAmount {
  /** The line total (net, after discount). */
  net: Cents;
  vatPercent: string | number;
  /** The ERP's VAT group code; lines without one are grouped by their percentage. */
  vatGroup?: string;
}

export interface DocumentTotalsCents {
  net: Cents;
  vat: Cents;
  gross: Cents;
}

/**
 * Where the ERP rounds VAT: on each line (and each additional expense) and sums the rounded amounts
 * ('line', SAP Business One's default), or once per VAT group on the group's net total ('document').
 * The two can differ by a cent or more on a document of several lines.
 */
export type VatRounding = 'line' | 'document';

export const VAT_ROUNDINGS: readonly VatRounding[] = ['line', 'document'];

/**
 * A document's totals the way the ERP makes them (ADR-014): line totals summed; VAT rounded once per
 * VAT group on the group's net total ('document', the default here) or once per line and summed
 * ('line'); gross = net + VAT.
 */
export function documentTotalsCents(
  lines: readonly DocumentLineAmount[],
  vatRounding: VatRounding = 'document',
): DocumentTotalsCents {
  if (vatRounding === 'line') {
    const net = sumCents(lines.map((line) => line.net));
    const vat = sumCents(lines.map((line) => vatCents(line.net, line.vatPercent)));
    return { net, vat, gross: addCents(net, vat) };
  }
  const groups = new Map<string, { net: bigint; percent: string | number }>();
  for (const line of lines) {
    const key = line.vatGroup ?? `%${roundDecimal(line.vatPercent, 6)}`;
    const group = groups.get(key) ?? { net: 0n, percent: line.vatPercent };
    group.net += BigInt(asCents(line.net));
    groups.set(key, group);
  }
  let net = 0n;
  let vat = 0n;
  for (const group of groups.values()) {
    const groupNet = toSafeInteger(group.net) as Cents;
    net += group.net;
    vat += BigInt(vatCents(groupNet, group.percent));
  }
  return {
    net: toSafeInteger(net) as Cents,
    vat: toSafeInteger(vat) as Cents,
    gross: toSafeInteger(net + vat) as Cents,
  };
}
