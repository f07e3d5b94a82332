import { type DraftLine, ORDER_QUANTITY_WARNING } from '@selvedge/contracts';

/**
 * The item modal's rules (ordering §5, §9), kept apart from the modal so that they are tested on
 * their own; the quantity's own rules are lib/decimal-input.ts's, shared with the stock check.
 */

/** Above 100 the modal asks "Is this number correct?" before it adds the line (ordering §5). */
export function needsQuantityConfirmation(quantity: number): boolean {
  return quantity > ORDER_QUANTITY_WARNING;
}

/** A line that is ordered by pattern calculation: it gets a badge and opens the pattern panel on edit. */
export const isPatternLine = (line: Pick<DraftLine, 'isPatternRequired' | 'patterns'>) =>
  line.isPatternRequired || line.patterns.length > 0;
