import { ORDER_QUANTITY_MAX } from '@selvedge/contracts';

/**
 * Decimal numbers as users type them in the order screens and the stock check (D10: a decimal comma in
 * every language; a typed "." is read as the comma).
 */

/** What a quantity field may hold: NumberInput's number, or text while it is being typed. */
export type DecimalValue = number | string | null | undefined;

const DECIMAL = /^\d+(?:\.\d+)?$|^\.\d+$/;

/**
 * The value as a number, with "," or "." as the decimal separator ("1,5" and "1.5" are 1.5); null when
 * it is empty or not a plain positive-or-zero decimal. Thousands separators are not accepted: "1.250,5"
 * is ambiguous across the four languages, so it is refused rather than guessed.
 */
export function parseDecimalInput(value: DecimalValue): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim().replace(',', '.');
  if (!DECIMAL.test(text)) return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/** Number of decimals the value was written with, trailing zeros aside ("1,50" has 1, 1.5 has 1). */
export function decimalsOf(value: DecimalValue): number {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim().replace(',', '.');
  const fraction = text.split('.')[1] ?? '';
  return fraction.replace(/0+$/, '').length;
}

/**
 * What is wrong with a quantity of an order line or a stock check (ordering §5), as the translation
 * key of its message; null when it is above 0, has at most two decimals and fits an order line.
 */
export function quantityProblem(value: DecimalValue): string | null {
  const quantity = parseDecimalInput(value);
  if (quantity === null || quantity <= 0) return 'quantity.aboveZero';
  if (decimalsOf(value) > 2) return 'quantity.decimals';
  if (quantity > ORDER_QUANTITY_MAX) return 'quantity.tooLarge';
  return null;
}
