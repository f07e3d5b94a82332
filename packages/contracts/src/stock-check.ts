import { z } from 'zod';
import { TimestampText } from './common.js';
import { DraftPatternInput, itemLineFields, OrderQuantity } from './ordering.js';

/**
 * The stock check (ordering.md §2 "Stock check screen", §4, §7; D21, D29, D34): when could this quantity
 * of an item be delivered. The portal answers from its stock and supply snapshot (the read model), so
 * the answer never waits for the ERP.
 */

/**
 * An item and a quantity; for an item that needs a pattern calculation, its pattern rows instead of the
 * quantity (the server computes the length, D25). Product code and quantity are required (ordering §5).
 */
export const StockCheckRequest = z.strictObject({
  itemCode: z.string().trim().min(1).max(50),
  quantity: OrderQuantity.optional(),
  patterns: z.array(DraftPatternInput).min(1).max(50).optional(),
});
export type StockCheckRequest = z.input<typeof StockCheckRequest>;

/** D21: Direct and Incourant have their own labels; a week reads "week 49, 2026". */
export const DeliveryWeek = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('direct') }),
  z.object({ kind: z.literal('week'), isoYear: z.number().int(), week: z.number().int().min(1).max(53) }),
  z.object({ kind: z.literal('incourant') }),
]);
export type DeliveryWeek = z.infer<typeof DeliveryWeek>;

export const StockCheckResult = z.object({
  ...itemLineFields,
  /** The quantity checked: as asked, or the pattern rows' total length. */
  quantity: z.number(),
  deliveryWeek: DeliveryWeek,
  /** When the ERP last gave the stock and supply figures the answer rests on. */
  asOf: TimestampText,
  /**
   * The figures are older than the sync keeps them (the ERP is slow or down): the answer is the best the
   * portal knows, and a refresh has been asked for in the background.
   */
  isStale: z.boolean(),
});
export type StockCheckResult = z.infer<typeof StockCheckResult>;
