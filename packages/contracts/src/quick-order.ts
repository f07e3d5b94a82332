import { z } from 'zod';
import { OrderDraft } from './ordering.js';

/**
 * Quick order: lines pasted from a spreadsheet or read from a CSV or Excel file, previewed line by line
 * with the rules of adding a line by hand (ordering §4-§5, D25, D27, D34), then the valid ones added to
 * the open draft in one step. The server parses and checks; the screen only shows.
 */

/** The most lines one paste or file may hold (blank lines and a header row not counted). */
export const QUICK_ORDER_MAX_LINES = 1_000;
/** The largest paste (characters) or file (bytes) taken: 1 MB. */
export const QUICK_ORDER_MAX_BYTES = 1_048_576;

/**
 * What the preview says of a line. `valid` lines are added; the others say why not:
 * the code is missing or not sold (unknown, inactive, a sample item, D34's excluded group shown
 * apart), discontinued without enough stock (D27), needs pattern rows (D25: added by hand, with the
 * pattern panel), a quantity missing, unreadable, not above 0 or with more than 2 decimals, above the
 * largest quantity (also once merged with the draft's line), or a reference above 100 characters.
 */
export const QuickOrderLineStatus = z.enum([
  'valid',
  'codeMissing',
  'unknown',
  'excluded',
  'discontinued',
  'patternRequired',
  'quantityMissing',
  'quantityInvalid',
  'quantityTooLarge',
  'referenceTooLong',
]);
export type QuickOrderLineStatus = z.infer<typeof QuickOrderLineStatus>;

export const QuickOrderLine = z.object({
  /** The line's row in the paste or the file (1 is the first row, a header counted), to find it there. */
  lineNumber: z.number().int(),
  /** The catalogue's code when the item is known (any case typed), else as typed. */
  itemCode: z.string(),
  itemName: z.string().nullable(),
  salesUnit: z.string().nullable(),
  /** Null when missing or unreadable; `quantityText` is what was typed. */
  quantity: z.number().nullable(),
  quantityText: z.string(),
  reference: z.string(),
  status: QuickOrderLineStatus,
  /** A valid line that joins a line of the draft (or an earlier one of the paste) of the same item and reference. */
  isMerged: z.boolean(),
});
export type QuickOrderLine = z.infer<typeof QuickOrderLine>;

export const QuickOrderPreview = z.object({
  lines: z.array(QuickOrderLine),
  validCount: z.number().int(),
});
export type QuickOrderPreview = z.infer<typeof QuickOrderPreview>;

/** A paste: the text as copied (tabs or semicolons between the columns code, quantity, reference). */
export const QuickOrderTextRequest = z.strictObject({
  text: z.string().max(QUICK_ORDER_MAX_BYTES),
});
export type QuickOrderTextRequest = z.infer<typeof QuickOrderTextRequest>;

/**
 * The lines to add, as the preview read them (or as reorder or a saved list gives them). Every line is
 * checked again when added; one that is no longer valid is reported, not added. Quantities are checked
 * by the rules, not by the schema, so that a bad one is a line's status rather than a refused request.
 */
export const QuickOrderAddLine = z.strictObject({
  lineNumber: z.number().int().min(0).max(1_000_000).optional(),
  itemCode: z.string().trim().max(200),
  quantity: z.number().nullable(),
  reference: z.string().trim().max(1_000).default(''),
});
export type QuickOrderAddLine = z.input<typeof QuickOrderAddLine>;

export const QuickOrderAddRequest = z.strictObject({
  lines: z.array(QuickOrderAddLine).min(1).max(QUICK_ORDER_MAX_LINES),
});
export type QuickOrderAddRequest = z.input<typeof QuickOrderAddRequest>;

export const QuickOrderAddResult = z.object({
  draft: OrderDraft,
  /** Every line as checked when added: the valid ones are on the draft now. */
  lines: z.array(QuickOrderLine),
  added: z.number().int(),
  merged: z.number().int(),
});
export type QuickOrderAddResult = z.infer<typeof QuickOrderAddResult>;
