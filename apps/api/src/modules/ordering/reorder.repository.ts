import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { findLinePatterns } from './ordering.repository.js';
import {
  type OrderDraftLineRow,
  type OrderDraftPatternRow,
  orderDraftLines,
  orderDrafts,
} from './ordering.tables.js';

export interface PlacedLine {
  line: OrderDraftLineRow;
  patterns: OrderDraftPatternRow[];
}

/**
 * The lines, with their pattern rows, of the customer's drafts the ERP placed as these orders (by the
 * order's ERP key): a reorder copies the pattern rows the buyer once typed (D25).
 */
export async function findPlacedLines(
  db: Db,
  customerCode: string,
  erpDocEntries: readonly number[],
): Promise<Map<number, PlacedLine[]>> {
  const placed = new Map<number, PlacedLine[]>();
  if (erpDocEntries.length === 0) return placed;
  const rows = await db
    .select({ docEntry: orderDrafts.erpDocEntry, line: orderDraftLines })
    .from(orderDraftLines)
    .innerJoin(orderDrafts, eq(orderDrafts.id, orderDraftLines.draftId))
    .where(
      and(
        eq(orderDrafts.customerCode, customerCode),
        eq(orderDrafts.state, 'placed'),
        inArray(orderDrafts.erpDocEntry, [...new Set(erpDocEntries)]),
      ),
    )
    .orderBy(asc(orderDraftLines.lineNumber));
  const patterns = await findLinePatterns(
    db,
    rows.map((row) => row.line.id),
  );
  for (const { docEntry, line } of rows) {
    if (docEntry === null) continue;
    const list = placed.get(docEntry) ?? [];
    list.push({ line, patterns: patterns.filter((pattern) => pattern.lineId === line.id) });
    placed.set(docEntry, list);
  }
  return placed;
}

export async function setRequestedBatch(db: Db, lineId: string, batchNumber: string | null): Promise<void> {
  await db.update(orderDraftLines).set({ requestedBatch: batchNumber }).where(eq(orderDraftLines.id, lineId));
}
