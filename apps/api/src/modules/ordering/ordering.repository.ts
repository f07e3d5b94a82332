import { and, asc, count, desc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow } from '../../db/first-row.js';
import {
  type OrderDraftLineRow,
  type OrderDraftPatternRow,
  type OrderDraftRow,
  orderDraftLines,
  orderDraftPatterns,
  orderDrafts,
} from './ordering.tables.js';

/** The ordering module's storage; only its services call these. */

/** Whose drafts a session sees (D2): the customer's, and of an export customer's session its ship-to's. */
export interface DraftScope {
  customerCode: string;
  /** The session's chosen ship-to; null sees the drafts begun without one. */
  shipToId: string | null;
}

export interface DraftOwner extends DraftScope {
  userId: string;
}

const inScope = (scope: DraftScope) =>
  and(
    eq(orderDrafts.customerCode, scope.customerCode),
    sql`${orderDrafts.shipToId} is not distinct from ${scope.shipToId}`,
  );

export interface StoredDraft {
  header: OrderDraftRow;
  lines: OrderDraftLineRow[];
  patterns: OrderDraftPatternRow[];
}

/** A draft in the scope (D2: another customer's, or another ship-to's, does not exist for the caller). */
export function findDraft(db: Db, id: string, scope: DraftScope): Promise<OrderDraftRow | undefined> {
  return firstRow(db, orderDrafts, and(eq(orderDrafts.id, id), inScope(scope)));
}

/** The draft row locked for the rest of the transaction: state changes are serialised per draft. */
export async function lockDraft(db: Db, id: string): Promise<OrderDraftRow | undefined> {
  const [row] = await db.select().from(orderDrafts).where(eq(orderDrafts.id, id)).for('update').limit(1);
  return row;
}

export async function findDraftById(db: Db, id: string): Promise<OrderDraftRow | undefined> {
  const [row] = await db.select().from(orderDrafts).where(eq(orderDrafts.id, id)).limit(1);
  return row;
}

/** The user's drafts of a type that are being edited or came back from the ERP, oldest first. */
export async function findResumableDrafts(
  db: Db,
  owner: DraftOwner,
  orderType: OrderDraftRow['orderType'],
): Promise<OrderDraftRow[]> {
  return db
    .select()
    .from(orderDrafts)
    .where(
      and(
        eq(orderDrafts.userId, owner.userId),
        inScope(owner),
        eq(orderDrafts.orderType, orderType),
        inArray(orderDrafts.state, ['open', 'rejected']),
      ),
    )
    .orderBy(asc(orderDrafts.createdAt));
}

/** Inserts the user's open draft unless one exists (the unique index decides a race). */
export async function insertOpenDraft(db: Db, values: typeof orderDrafts.$inferInsert): Promise<void> {
  await db.insert(orderDrafts).values(values).onConflictDoNothing();
}

export async function updateDraft(
  db: Db,
  id: string,
  values: Partial<typeof orderDrafts.$inferInsert>,
): Promise<OrderDraftRow> {
  const [row] = await db
    .update(orderDrafts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orderDrafts.id, id))
    .returning();
  if (!row) throw new Error(`order draft ${id} vanished`);
  return row;
}

export async function deleteDraft(db: Db, id: string): Promise<void> {
  await db.delete(orderDrafts).where(eq(orderDrafts.id, id));
}

export async function loadDraftContent(db: Db, header: OrderDraftRow): Promise<StoredDraft> {
  const lines = await db
    .select()
    .from(orderDraftLines)
    .where(eq(orderDraftLines.draftId, header.id))
    .orderBy(asc(orderDraftLines.lineNumber));
  const patterns = await findLinePatterns(
    db,
    lines.map((line) => line.id),
  );
  return { header, lines, patterns };
}

/** The pattern rows of these draft lines, by line and in their order on it (none for no lines). */
export async function findLinePatterns(db: Db, lineIds: string[]): Promise<OrderDraftPatternRow[]> {
  if (lineIds.length === 0) return [];
  return db
    .select()
    .from(orderDraftPatterns)
    .where(inArray(orderDraftPatterns.lineId, lineIds))
    .orderBy(asc(orderDraftPatterns.lineId), asc(orderDraftPatterns.position));
}

export type LineValues = Omit<typeof orderDraftLines.$inferInsert, 'id' | 'draftId' | 'lineNumber'>;
export type PatternValues = Omit<typeof orderDraftPatterns.$inferInsert, 'id' | 'lineId' | 'position'>;

export async function insertLine(
  db: Db,
  draftId: string,
  values: LineValues,
  patterns: readonly PatternValues[],
): Promise<string> {
  const [last] = await db
    .select({ lineNumber: max(orderDraftLines.lineNumber) })
    .from(orderDraftLines)
    .where(eq(orderDraftLines.draftId, draftId));
  const [line] = await db
    .insert(orderDraftLines)
    .values({ ...values, draftId, lineNumber: (last?.lineNumber ?? 0) + 1 })
    .returning({ id: orderDraftLines.id });
  if (!line) throw new Error('inserting an order line returned nothing');
  await replacePatterns(db, line.id, patterns);
  return line.id;
}

/** A new line and its pattern rows (D25; none for most lines). */
export type NewLineValues = LineValues & { patterns?: readonly PatternValues[] };

/** Inserts lines after the draft's last line in one statement, and their pattern rows in one more (a bulk add). */
export async function insertLines(
  db: Db,
  draftId: string,
  values: readonly NewLineValues[],
): Promise<string[]> {
  if (values.length === 0) return [];
  const [last] = await db
    .select({ lineNumber: max(orderDraftLines.lineNumber) })
    .from(orderDraftLines)
    .where(eq(orderDraftLines.draftId, draftId));
  const first = (last?.lineNumber ?? 0) + 1;
  const rows = await db
    .insert(orderDraftLines)
    .values(
      values.map(({ patterns: _, ...line }, index) => ({ ...line, draftId, lineNumber: first + index })),
    )
    .returning({ id: orderDraftLines.id, lineNumber: orderDraftLines.lineNumber });
  const ids = rows.sort((a, b) => a.lineNumber - b.lineNumber).map((row) => row.id);
  const patternRows = values.flatMap((line, index) =>
    (line.patterns ?? []).map((pattern, position) => ({
      ...pattern,
      lineId: ids[index] as string,
      position: position + 1,
    })),
  );
  if (patternRows.length > 0) await db.insert(orderDraftPatterns).values(patternRows);
  return ids;
}

/** A line's stored pattern rows as the values to write them again (a merge appends rows after them). */
export const patternValuesOf = (patterns: readonly OrderDraftPatternRow[], lineId: string): PatternValues[] =>
  patterns
    .filter((pattern) => pattern.lineId === lineId)
    .map(({ rows, rowLength, requiredLength, rowTotal, isNoPatternCalculation }) => ({
      rows,
      rowLength,
      requiredLength,
      rowTotal,
      isNoPatternCalculation,
    }));

export async function updateLine(
  db: Db,
  lineId: string,
  values: Partial<LineValues>,
  patterns?: readonly PatternValues[],
): Promise<void> {
  await db.update(orderDraftLines).set(values).where(eq(orderDraftLines.id, lineId));
  if (patterns) await replacePatterns(db, lineId, patterns);
}

async function replacePatterns(db: Db, lineId: string, patterns: readonly PatternValues[]): Promise<void> {
  await db.delete(orderDraftPatterns).where(eq(orderDraftPatterns.lineId, lineId));
  if (patterns.length === 0) return;
  await db
    .insert(orderDraftPatterns)
    .values(patterns.map((pattern, index) => ({ ...pattern, lineId, position: index + 1 })));
}

export async function deleteLine(db: Db, lineId: string): Promise<void> {
  await db.delete(orderDraftLines).where(eq(orderDraftLines.id, lineId));
}

/** Moves every line of one draft to the end of another (a rejected draft taking in a newer one). */
export async function moveLines(db: Db, fromDraftId: string, toDraftId: string): Promise<void> {
  const [last] = await db
    .select({ lineNumber: max(orderDraftLines.lineNumber) })
    .from(orderDraftLines)
    .where(eq(orderDraftLines.draftId, toDraftId));
  await db
    .update(orderDraftLines)
    .set({ draftId: toDraftId, lineNumber: sql`${orderDraftLines.lineNumber} + ${last?.lineNumber ?? 0}` })
    .where(eq(orderDraftLines.draftId, fromDraftId));
}

/** How many lines each of the drafts has (a draft without lines is absent). */
export async function countLines(db: Db, draftIds: readonly string[]): Promise<Map<string, number>> {
  if (draftIds.length === 0) return new Map();
  const rows = await db
    .select({ draftId: orderDraftLines.draftId, lines: count() })
    .from(orderDraftLines)
    .where(inArray(orderDraftLines.draftId, [...draftIds]))
    .groupBy(orderDraftLines.draftId);
  return new Map(rows.map((row) => [row.draftId, row.lines]));
}

/** The scope's approved drafts, newest first (the pending orders of /orders). */
export async function findApprovedDrafts(db: Db, scope: DraftScope, limit: number) {
  return db
    .select()
    .from(orderDrafts)
    .where(and(inScope(scope), ne(orderDrafts.state, 'open')))
    .orderBy(desc(orderDrafts.approvedAt))
    .limit(limit);
}
