import { z } from 'zod';
import { ErrorCode, TimestampText, UuidText } from './common.js';
import { itemLineFields, OrderQuantity } from './ordering.js';

/**
 * Favourites and saved lists: items a user keeps to order again. A list belongs to a user and the
 * customer they work for; a named list may be shared with the colleagues of the same customer, who read
 * it and add it to their draft, while only its owner changes it. The favourites are the user's one
 * list of kind `favourites` (never shared, never renamed), so stars and named lists share one line shape.
 */

/** Named lists one user keeps for one customer (besides the favourites). */
export const SAVED_LISTS_MAX = 50;
/** Lines in one list, the favourites included. */
export const SAVED_LIST_LINES_MAX = 200;
export const SAVED_LIST_NAME_MAX = 60;

export const SavedListKind = z.enum(['favourites', 'named']);
export type SavedListKind = z.infer<typeof SavedListKind>;

/** Why a line's item cannot be ordered now (the catalog's rules, D27, D34); null when it can. */
export const SavedLineProblem = z.enum(['unavailable', 'excluded', 'discontinued']);
export type SavedLineProblem = z.infer<typeof SavedLineProblem>;

export const SavedListName = z.string().trim().min(1).max(SAVED_LIST_NAME_MAX);
const LineReference = z.string().trim().max(100);

export const SavedListSummary = z.object({
  id: UuidText,
  kind: SavedListKind,
  /** Empty for the favourites (the screen names them in the user's language). */
  name: z.string(),
  isShared: z.boolean(),
  /** The caller owns the list: only then may they change, share or delete it. */
  isOwn: z.boolean(),
  ownerName: z.string(),
  lineCount: z.number().int(),
  updatedAt: TimestampText,
});
export type SavedListSummary = z.infer<typeof SavedListSummary>;

export const SavedLists = z.object({
  /** The caller's favourites first, then their named lists and the colleagues' shared ones, by name. */
  lists: z.array(SavedListSummary),
});
export type SavedLists = z.infer<typeof SavedLists>;

export const SavedListLine = z.object({
  id: UuidText,
  // itemName: the catalog's name; the code again when the catalog no longer knows the item.
  ...itemLineFields,
  /** Remembered for the next time the line goes to the draft; null: not chosen yet. */
  quantity: z.number().nullable(),
  reference: z.string(),
  problem: SavedLineProblem.nullable(),
});
export type SavedListLine = z.infer<typeof SavedListLine>;

export const SavedList = SavedListSummary.extend({ lines: z.array(SavedListLine) });
export type SavedList = z.infer<typeof SavedList>;

export const SavedListIdParam = z.object({ id: z.uuid() });
export const SavedListLineParam = z.object({ id: z.uuid(), lineId: z.uuid() });
export const FavouriteParam = z.object({ itemCode: z.string().trim().min(1).max(50) });

export const SavedListCreate = z.strictObject({
  name: SavedListName,
  isShared: z.boolean().default(false),
});
export type SavedListCreate = z.input<typeof SavedListCreate>;

export const SavedListUpdate = z
  .strictObject({ name: SavedListName.optional(), isShared: z.boolean().optional() })
  .refine((update) => update.name !== undefined || update.isShared !== undefined, {
    message: 'name or isShared',
  });
export type SavedListUpdate = z.input<typeof SavedListUpdate>;

/** An item put on a list (again: the same item is one line, its quantity and reference replaced). */
export const SavedListLineInput = z.strictObject({
  itemCode: z.string().trim().min(1).max(50),
  quantity: OrderQuantity.nullable().default(null),
  reference: LineReference.default(''),
});
export type SavedListLineInput = z.input<typeof SavedListLineInput>;

export const SavedListLineUpdate = z.strictObject({
  quantity: OrderQuantity.nullable(),
  reference: LineReference,
});
export type SavedListLineUpdate = z.input<typeof SavedListLineUpdate>;

/** The item codes the caller has starred: every star on every screen reads this one answer. */
export const Favourites = z.object({ itemCodes: z.array(z.string()) });
export type Favourites = z.infer<typeof Favourites>;

/** Lines of a list to add to the open draft, each with the quantity and reference to use. */
export const SavedListToDraft = z.strictObject({
  lines: z
    .array(
      z.strictObject({ lineId: z.uuid(), quantity: OrderQuantity, reference: LineReference.default('') }),
    )
    .min(1)
    .max(SAVED_LIST_LINES_MAX),
});
export type SavedListToDraft = z.input<typeof SavedListToDraft>;

export const SavedLineToDraftResult = z.object({
  lineId: UuidText,
  itemCode: z.string(),
  outcome: z.enum(['added', 'merged', 'refused']),
  /** Why a refused line was not added (ITEM_UNKNOWN, ITEM_DISCONTINUED, PATTERN_REQUIRED…). */
  code: ErrorCode.nullable(),
});
export type SavedLineToDraftResult = z.infer<typeof SavedLineToDraftResult>;

export const SavedListToDraftResult = z.object({
  draftId: UuidText,
  results: z.array(SavedLineToDraftResult),
});
export type SavedListToDraftResult = z.infer<typeof SavedListToDraftResult>;
