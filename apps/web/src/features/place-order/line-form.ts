import { type DraftLine, ORDER_QUANTITY_MAX, ORDER_QUANTITY_WARNING } from '@selvedge/contracts';

/**
 * The item modal's rules (ordering §5, §9), kept apart from the modal so that they are tested on
 * their own: the quantity is above 0 with at most two decimals, a number above 100 is asked about
 * first, and the code is the one the user typed, trimmed.
 */

/** What the quantity field may hold: NumberInput's number, or text while it is being typed. */
export type QuantityValue = number | string | null | undefined;

const DECIMAL = /^\d+(?:\.\d+)?$|^\.\d+$/;

/**
 * The quantity as a number, with "," or "." as the decimal separator ("1,5" and "1.5" are 1.5);
 * null when it is empty or not a plain positive-or-zero decimal. Thousands separators are not
 * accepted: "1.250,5" is ambiguous across the four languages, so it is refused rather than guessed.
 */
export function parseQuantity(value: QuantityValue): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim().replace(',', '.');
  if (!DECIMAL.test(text)) return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/** Number of decimals the value was written with ("1.50" has 2, 1.5 has 1). */
function decimalsOf(value: QuantityValue): number {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim().replace(',', '.');
  const fraction = text.split('.')[1] ?? '';
  return fraction.replace(/0+$/, '').length;
}

/** A problem with the quantity as the translation key of its message, or null when it can be ordered. */
export function quantityProblem(value: QuantityValue): string | null {
  const quantity = parseQuantity(value);
  if (quantity === null || quantity <= 0) return 'placeOrder.item.quantityAboveZero';
  if (decimalsOf(value) > 2) return 'placeOrder.item.quantityDecimals';
  if (quantity > ORDER_QUANTITY_MAX) return 'placeOrder.item.quantityTooLarge';
  return null;
}

/** Above 100 the modal asks "Is this number correct?" before it adds the line (ordering §5). */
export function needsQuantityConfirmation(quantity: number): boolean {
  return quantity > ORDER_QUANTITY_WARNING;
}

/** The code as it is sent and compared: no surrounding spaces. */
export const normaliseItemCode = (code: string) => code.trim();

/** Whether two codes name the same item; the ERP's codes are not case-sensitive for a user. */
export const isSameItemCode = (a: string, b: string) =>
  normaliseItemCode(a).toUpperCase() === normaliseItemCode(b).toUpperCase();

/** A line that is ordered by pattern calculation: it gets a badge and opens the pattern panel on edit. */
export const isPatternLine = (line: Pick<DraftLine, 'isPatternRequired' | 'patterns'>) =>
  line.isPatternRequired || line.patterns.length > 0;
