import { z } from 'zod';
import { StoredInteger, TimestampText, UuidText } from './common.js';
import { OrderDraft } from './ordering.js';
import { REORDER_DOCUMENTS_MAX, REORDER_LINES_MAX } from './reorder-limits.js';

/**
 * Ordering again (docs/reorder.md): the lines of an order, delivery or invoice go into the open regular
 * draft by the draft's own line rules, each shown with the dye lot (batch) it was delivered from and
 * whether that lot is still in stock, from the read model. The buyer may ask for that lot on the line.
 */

export const REORDER_SOURCE_KINDS = ['order', 'delivery', 'invoice'] as const;
export const ReorderSourceKind = z.enum(REORDER_SOURCE_KINDS);
export type ReorderSourceKind = z.infer<typeof ReorderSourceKind>;

/** SAP Business One keeps a batch number in 36 characters (OBTN.DistNumber). */
export const BATCH_NUMBER_MAX = 36;

export const BatchNumber = z.string().trim().min(1).max(BATCH_NUMBER_MAX);

const lineNumbers = z.array(StoredInteger(0)).min(1).max(REORDER_LINES_MAX);

/** A document of the caller's to order again from: all its lines or the chosen ones. */
export const ReorderSourceRequest = z.strictObject({
  kind: ReorderSourceKind,
  documentId: StoredInteger(),
  /** The chosen lines by their number on the document; absent: every line. */
  lineNumbers: lineNumbers.optional(),
  /** The lines (by number) whose last dye lot the buyer asks for again; only when adding. */
  keepBatchOf: z.array(StoredInteger(0)).max(REORDER_LINES_MAX).optional(),
});
export type ReorderSourceRequest = z.input<typeof ReorderSourceRequest>;

const sourceKey = (source: { kind: string; documentId: number }) => `${source.kind}:${source.documentId}`;

/**
 * One shape for a document's detail (one source) and a list's selection (lines of several documents):
 * each document once. The server counts the lines in all (a source of all its lines too) and refuses
 * more than REORDER_LINES_MAX with REORDER_TOO_MANY_LINES.
 */
const sources = z
  .array(ReorderSourceRequest)
  .min(1)
  .max(REORDER_DOCUMENTS_MAX)
  .refine((list) => new Set(list.map(sourceKey)).size === list.length, { message: 'INVALID_VALUE' });

/** What to order again: lines of one or more of the caller's documents. */
export const ReorderPreviewRequest = z.strictObject({ sources });
export type ReorderPreviewRequest = z.input<typeof ReorderPreviewRequest>;

/** The same, with the lines whose last dye lot the buyer asks for again (per source). */
export const ReorderRequest = z.strictObject({ sources });
export type ReorderRequest = z.input<typeof ReorderRequest>;

/**
 * Why a line is not added as it was: not orderable any more (unknown, inactive or a sample), an excluded
 * group (D34), discontinued and not enough stock by the stock feed's figures (D27), pattern rows needed
 * and none to copy (D25), or a quantity the draft refuses. `discontinued` alone still adds the line
 * (D27: sold while stock lasts) and says so.
 */
export const REORDER_FLAGS = [
  'notOrderable',
  'excluded',
  'discontinued',
  'discontinuedWithoutStock',
  'patternRequired',
  'quantity',
] as const;
export const ReorderFlag = z.enum(REORDER_FLAGS);
export type ReorderFlag = z.infer<typeof ReorderFlag>;

/** The lot a line was delivered from, and what the stock feed last said of it. */
export const BatchStockAnswer = z.object({
  batchNumber: z.string(),
  /** In stock of this lot over all warehouses (the item's sales unit); 0: no longer in stock; null: unknown. */
  inStock: z.number().nullable(),
  /** When the stock feed last ran; null before its first run. */
  asOf: TimestampText.nullable(),
  /** The figures are older than the feed's freshness rule: shown, and said to be old. */
  isStale: z.boolean(),
});
export type BatchStockAnswer = z.infer<typeof BatchStockAnswer>;

// A plain object both schemas spread: the web build leaves out schemas only when none reads another's
// `.shape` (ordering.ts, DraftAddressInput).
const reorderLineFields = {
  /** The document the line is of (a list's selection spans several). */
  kind: ReorderSourceKind,
  documentId: z.number().int(),
  documentNumber: z.number().int(),
  lineNumber: z.number().int(),
  itemCode: z.string(),
  description: z.string(),
  quantity: z.number(),
  unit: z.string(),
  reference: z.string(),
  /** The original line had pattern rows (an order placed in the portal): they are copied. */
  hasPatterns: z.boolean(),
  flag: ReorderFlag.nullable(),
  /** Null when the line was never delivered from a known lot. */
  batch: BatchStockAnswer.nullable(),
};
export const ReorderLine = z.object(reorderLineFields);
export type ReorderLine = z.infer<typeof ReorderLine>;

/** The lines of all the sources, in the order asked, each naming its document. */
export const ReorderPreview = z.object({
  lines: z.array(ReorderLine),
});
export type ReorderPreview = z.infer<typeof ReorderPreview>;

export const ReorderLineOutcome = z.object({
  ...reorderLineFields,
  /** Added as a new draft line, merged into one of the same item and reference, or not added (flag). */
  outcome: z.enum(['added', 'merged', 'flagged']),
  draftLineId: UuidText.nullable(),
  requestedBatch: z.string().nullable(),
});
export type ReorderLineOutcome = z.infer<typeof ReorderLineOutcome>;

export const ReorderResult = z.object({
  draft: OrderDraft,
  lines: z.array(ReorderLineOutcome),
});
export type ReorderResult = z.infer<typeof ReorderResult>;

/** Ask for a dye lot on a draft line, or (null) take any. */
export const RequestedBatchUpdate = z.strictObject({ batchNumber: BatchNumber.nullable() });
export type RequestedBatchUpdate = z.input<typeof RequestedBatchUpdate>;
