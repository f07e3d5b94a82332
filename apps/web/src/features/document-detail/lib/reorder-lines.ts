import type { BatchStockAnswer, ReorderLine } from '@selvedge/contracts';

/** What the screen says of a lot's stock: a translation key under `reorder.` and its values. */
export type BatchStockText =
  | { key: 'inStock'; quantity: number }
  | { key: 'notInStock' }
  | { key: 'stockUnknown' };

export function batchStockText(batch: BatchStockAnswer): BatchStockText {
  if (batch.inStock === null) return { key: 'stockUnknown' };
  return batch.inStock > 0 ? { key: 'inStock', quantity: batch.inStock } : { key: 'notInStock' };
}

/** Whole minutes since the stock feed's figures, for "stock data from 12 min ago"; null when fresh. */
export function staleMinutes(batch: BatchStockAnswer, now: Date): number | null {
  if (!batch.isStale || !batch.asOf) return null;
  return Math.max(1, Math.floor((now.getTime() - Date.parse(batch.asOf)) / 60_000));
}

/** A line the draft's rules rule out before it is tried: not offered a lot to keep. */
export const isBlocked = (line: ReorderLine): boolean => line.flag !== null && line.flag !== 'discontinued';

/** The lots kept at first: every line delivered from a lot that is still in stock. */
export function defaultKept(lines: readonly ReorderLine[]): Set<number> {
  return new Set(
    lines
      .filter((line) => !isBlocked(line) && line.batch !== null && (line.batch.inStock ?? 0) > 0)
      .map((line) => line.lineNumber),
  );
}
