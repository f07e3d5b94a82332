import { SAMPLE_BOOK_GROUP_CODE, SAMPLE_CUT_QUANTITY, sampleQuantity } from '@selvedge/contracts';
import type { LineQuantityRule } from './order-kind';

/**
 * The sample order's quantity field (ordering §5, D26) on top of the shared rules of contracts'
 * sample-order.ts: what the field shows while the user types, and the quantity that is sent.
 */

/** What the sample book's field shows after a key, and whether "The maximum number of samples is 5" shows. */
export interface BookInput {
  text: string;
  isMaxNotice: boolean;
}

/**
 * A sample book's field as it is typed: empty stays empty (the user cleared it to type another
 * number; turning it into 1 at once would make the next digit read as "1x"); anything else is
 * corrected at once by the shared rules, so "7" shows 5 with the notice and "0" shows 1.
 */
export function correctBookInput(typed: string): BookInput {
  if (typed.trim() === '') return { text: '', isMaxNotice: false };
  const { quantity, notice } = sampleQuantity(SAMPLE_BOOK_GROUP_CODE, typed);
  return { text: String(quantity ?? 1), isMaxNotice: notice === 'MAX_SAMPLES' };
}

/**
 * The field once a sample book has been looked up: what was typed before, corrected, and 1 when
 * nothing was typed (a book is ordered once unless the user says otherwise).
 */
export function bookInputOnLookup(typed: string): BookInput {
  return typed.trim() === '' ? { text: '1', isMaxNotice: false } : correctBookInput(typed);
}

/**
 * The quantity a sample line is sent with; null when it cannot be sent (another group, or the item
 * is not known). An empty book field is 1, as the rules say for anything below 1.
 */
export function sampleLineQuantity(rule: LineQuantityRule, text: string): number | null {
  switch (rule) {
    case 'fixedCut':
      return SAMPLE_CUT_QUANTITY;
    case 'book':
      return sampleQuantity(SAMPLE_BOOK_GROUP_CODE, text).quantity;
    case 'free':
    case 'pending':
    case 'notOrderable':
      return null;
  }
}
