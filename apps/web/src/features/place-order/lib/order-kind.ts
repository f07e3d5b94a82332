import {
  type ItemKind,
  type OrderType,
  SAMPLE_BOOK_MAX,
  sampleCodeCandidates,
  sampleQuantityRule,
} from '@selvedge/contracts';
import { isSameItemCode, normaliseItemCode } from '../../../lib/items';

/**
 * How the order screens differ by the draft's order type (ordering §4 "Sample order flow", D26). One
 * screen serves both: the regular order (B2B) and the sample order (SAMPLE), which looks items up as
 * samples, shows their codes without the leading S, and has a quantity rule per item group.
 */

export const itemKindOf = (orderType: OrderType): ItemKind => (orderType === 'SAMPLE' ? 'sample' : 'regular');

/**
 * The code to look up for what was typed. A sample lookup is sent as typed: the API tries "S" + the
 * code first (the screen hides one S), then the code itself when it starts with S (ADR-018).
 * Adding the S here as well would make "C-1011" find the sample SSC-1011 rather than SC-1011.
 */
export const lookupCode = (kind: ItemKind, typed: string): string =>
  kind === 'sample' ? normaliseItemCode(typed).toUpperCase() : normaliseItemCode(typed);

/** Whether the code field still names this item, by the same rule as the API's sample lookup. */
export const namesItem = (kind: ItemKind, itemCode: string, typed: string): boolean =>
  kind === 'sample'
    ? sampleCodeCandidates(typed).includes(normaliseItemCode(itemCode).toUpperCase())
    : isSameItemCode(itemCode, typed);

/**
 * What the item modal does with the quantity of an item of this group:
 * - free: the regular order (any quantity above 0, two decimals, the pattern panel, "Is this number
 *   correct?" above 100);
 * - pending: a sample order's item not looked up yet: the field takes what is typed, and the rule of
 *   the item's group corrects it once the item is known;
 * - fixedCut: a sample cut, always 0.3 and read-only;
 * - book: a sample book, a whole number of 1 to SAMPLE_BOOK_MAX, corrected as it is typed;
 * - notOrderable: another group on a sample order: explained, and the line cannot be added.
 */
export type LineQuantityRule = 'free' | 'pending' | 'fixedCut' | 'book' | 'notOrderable';

/** The rule for an item of this group; null: not looked up yet. */
export function lineQuantityRule(kind: ItemKind, groupCode: string | null): LineQuantityRule {
  if (kind === 'regular') return 'free';
  return groupCode === null ? 'pending' : sampleQuantityRule(groupCode);
}

/** Sample rules have no pattern panel and no "Is this number correct?" question (D26). */
export const isRegularRule = (rule: LineQuantityRule) => rule === 'free';

/** The Add or Save button is disabled for an item that cannot go on this order. */
export const canSubmitRule = (rule: LineQuantityRule) => rule !== 'notOrderable';

/**
 * A sample book merged into the line of the same book and reference holds at most SAMPLE_BOOK_MAX:
 * the server caps it, and the screen says so.
 */
export const isMergeCapped = (previousQuantity: number, added: number): boolean =>
  previousQuantity + added > SAMPLE_BOOK_MAX;
