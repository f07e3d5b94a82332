/**
 * The sample order's rules (ordering.md §4 "Sample order flow", §5, §9; decision D26), shared by the
 * API, which refuses what they refuse, and the SPA, which applies them while the user types.
 *
 * - A code that starts with s or S is a sample; the screen shows it without the S, the ERP knows it with.
 * - Group 106 (sample cuts): the quantity is fixed at 0.3 and read-only.
 * - Group 107 (sample books): 1 to 5, corrected as the user types: a value below 1, or one containing a
 *   zero, becomes 1; above 5 it becomes the last digit typed when that is 1 to 5 (the user typed "1",
 *   then "3", meaning 3), otherwise 5, and the screen says "The maximum number of samples is 5".
 * - Other groups: 1 to 9998 as the original screen allowed, but they cannot be submitted on a sample
 *   order (Submit is enabled only for 106 and 107, and the API refuses them).
 */

export const SAMPLE_CUT_GROUP_CODE = '106';
export const SAMPLE_BOOK_GROUP_CODE = '107';
/** Group 106's fixed cut, in metres. */
export const SAMPLE_CUT_QUANTITY = 0.3;
export const SAMPLE_BOOK_MAX = 5;
/** Other groups' range on the sample screen (ordering §9). */
export const SAMPLE_OTHER_MAX = 9998;
/** A sample order's VAT, whatever the customer's VAT group (ordering §9, D26). */
export const SAMPLE_VAT_PERCENT = 21;

export type SampleQuantityRule = 'fixedCut' | 'book' | 'notOrderable';

export function sampleQuantityRule(groupCode: string): SampleQuantityRule {
  if (groupCode === SAMPLE_CUT_GROUP_CODE) return 'fixedCut';
  if (groupCode === SAMPLE_BOOK_GROUP_CODE) return 'book';
  return 'notOrderable';
}

/** Only sample cuts and sample books go on a sample order (D26). */
export const isSampleOrderable = (groupCode: string): boolean =>
  sampleQuantityRule(groupCode) !== 'notOrderable';

/** A code starting with s or S is a sample (ordering §4). */
export const isSampleCode = (code: string): boolean => /^s/i.test(code.trim());

/** The ERP's sample code for what the user typed: upper case, with the S added when missing. */
export function toSampleCode(typed: string): string {
  const code = typed.trim().toUpperCase();
  return code === '' || isSampleCode(code) ? code : `S${code}`;
}

/**
 * The codes a sample lookup tries, best first. The screen hides one leading S, so what the user typed
 * gets one added: "HF-1011" is SHF-1011, and "SC-1011" (a Stripes & Co design) is its sample SSC-1011.
 * A code typed with its S already ("SHF-1011") is tried as it is after that.
 */
export function sampleCodeCandidates(typed: string): string[] {
  const code = typed.trim().toUpperCase();
  if (code === '') return [];
  return isSampleCode(code) ? [`S${code}`, code] : [`S${code}`];
}

/** The code as the sample screen shows it: without the leading S. */
export function displaySampleCode(code: string): string {
  return isSampleCode(code) ? code.trim().slice(1) : code.trim();
}

export interface SampleQuantity {
  /** The quantity to use; null when nothing usable was typed (other groups: not a whole 1 to 9998). */
  quantity: number | null;
  /** Set when the typed value was above 5 on a sample book: "The maximum number of samples is 5". */
  notice: 'MAX_SAMPLES' | null;
}

const isWholeText = (text: string) => /^\d+$/.test(text);

/** A sample book's count from what was typed, by the rules of ordering §5. */
function bookQuantity(typed: string): SampleQuantity {
  const text = typed.trim();
  const value = Number(text.replace(',', '.'));
  if (text === '' || !Number.isFinite(value) || value < 1 || text.includes('0')) {
    return { quantity: 1, notice: null };
  }
  if (value > SAMPLE_BOOK_MAX) {
    const last = Number(text.at(-1));
    const quantity = isWholeText(text) && last >= 1 && last <= SAMPLE_BOOK_MAX ? last : SAMPLE_BOOK_MAX;
    return { quantity, notice: 'MAX_SAMPLES' };
  }
  // 1 to 5; a fraction of a book is not a book: its whole part.
  return { quantity: Math.floor(value), notice: null };
}

/** The quantity a sample line takes for what the user typed, by its item's group. */
export function sampleQuantity(groupCode: string, typed: string): SampleQuantity {
  switch (sampleQuantityRule(groupCode)) {
    case 'fixedCut':
      return { quantity: SAMPLE_CUT_QUANTITY, notice: null };
    case 'book':
      return bookQuantity(typed);
    case 'notOrderable': {
      const text = typed.trim();
      const value = Number(text);
      const isValid = isWholeText(text) && value >= 1 && value <= SAMPLE_OTHER_MAX;
      return { quantity: isValid ? value : null, notice: null };
    }
  }
}

/** Whether a line of this group and quantity may be on a sample order as it is (the API's check). */
export function isValidSampleLine(groupCode: string, quantity: number): boolean {
  switch (sampleQuantityRule(groupCode)) {
    case 'fixedCut':
      return quantity === SAMPLE_CUT_QUANTITY;
    case 'book':
      return Number.isInteger(quantity) && quantity >= 1 && quantity <= SAMPLE_BOOK_MAX;
    case 'notOrderable':
      return false;
  }
}

/**
 * The quantity when a sample line is added again with the same reference (ordering §4 merges such
 * lines): one cut is one cut, and books add up to at most five.
 */
export function mergeSampleQuantities(groupCode: string, current: number, added: number): number {
  switch (sampleQuantityRule(groupCode)) {
    case 'fixedCut':
      return SAMPLE_CUT_QUANTITY;
    case 'book':
      return Math.min(current + added, SAMPLE_BOOK_MAX);
    case 'notOrderable':
      // Never stored on a sample order; the range of the sample screen all the same.
      return Math.min(current + added, SAMPLE_OTHER_MAX);
  }
}
