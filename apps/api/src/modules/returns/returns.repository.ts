import { and, asc, count, desc, eq, inArray, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ReturnRequestChange, ReturnRequestState } from './return-request.state.js';
import {
  type ReturnRequestLineRow,
  type ReturnRequestRow,
  returnRequestLines,
  returnRequests,
} from './returns.tables.js';

export type NewReturnRequest = Pick<
  ReturnRequestRow,
  'requestKey' | 'userId' | 'customerCode' | 'packages' | 'pickUpDate'
>;
export type NewReturnLine = Omit<ReturnRequestLineRow, 'requestId' | 'position'>;

/**
 * Writes the request and its lines; undefined when the user sent this key before (a double click, a
 * retry), which the unique index decides, so parallel submits make one request.
 */
export async function insertReturnRequest(
  db: Db,
  request: NewReturnRequest,
  lines: readonly NewReturnLine[],
): Promise<ReturnRequestRow | undefined> {
  const [row] = await db
    .insert(returnRequests)
    .values(request)
    .onConflictDoNothing({ target: [returnRequests.userId, returnRequests.requestKey] })
    .returning();
  if (!row) return undefined;
  await db
    .insert(returnRequestLines)
    .values(lines.map((line, position) => ({ ...line, requestId: row.id, position })));
  return row;
}

/** The advisory lock's first key, of the customer's return requests (the second is the customer's). */
const RETURN_CAP_LOCK = 19;

/**
 * Holds the customer's return requests until the transaction ends: each request is capped and written
 * after the one before it committed, so it counts that one's lines (ADR-019). Keyed on the customer,
 * not per line: one lock per transaction cannot deadlock, and a customer's returns are few. On the
 * embedded database a transaction already excludes every other statement; the lock costs nothing there.
 */
export async function lockCustomerReturns(db: Db, customerCode: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${RETURN_CAP_LOCK}, hashtext(${customerCode}))`);
}

export async function findByKey(
  db: Db,
  userId: string,
  requestKey: string,
): Promise<ReturnRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(returnRequests)
    .where(and(eq(returnRequests.userId, userId), eq(returnRequests.requestKey, requestKey)));
  return row;
}

export async function findById(db: Db, id: string): Promise<ReturnRequestRow | undefined> {
  const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
  return row;
}

/** The request under its row lock: answers of the ERP for one request are applied one at a time. */
export async function lockById(db: Db, id: string): Promise<ReturnRequestRow | undefined> {
  const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id)).for('update');
  return row;
}

export function findLines(db: Db, requestId: string): Promise<ReturnRequestLineRow[]> {
  return db
    .select()
    .from(returnRequestLines)
    .where(eq(returnRequestLines.requestId, requestId))
    .orderBy(asc(returnRequestLines.position));
}

/** What a failed attempt writes besides the state (ADR-031). */
export interface SendFailure {
  sendFailures: number;
  sendError: string;
  failedAt?: Date;
}

export async function applyChange(
  db: Db,
  id: string,
  change: ReturnRequestChange,
  sentAt: Date | null,
  failure?: SendFailure,
): Promise<void> {
  await db
    .update(returnRequests)
    .set({ ...change, ...(sentAt ? { sentAt } : {}), ...failure })
    .where(eq(returnRequests.id, id));
}

export interface PortalReturnQuantity {
  deliveryId: number;
  lineNumber: number;
  quantity: number;
  state: ReturnRequestState;
  erpDocEntry: number | null;
}

/**
 * The quantities the customer's recent portal requests ask back, per delivered line: still to be sent,
 * or sent (the caller leaves out those the lists already have). Rejected ones ask nothing.
 */
export function findRecentReturnQuantities(
  db: Db,
  customerCode: string,
  since: Date,
): Promise<PortalReturnQuantity[]> {
  return db
    .select({
      deliveryId: returnRequestLines.deliveryId,
      lineNumber: returnRequestLines.lineNumber,
      quantity: returnRequestLines.quantity,
      state: returnRequests.state,
      erpDocEntry: returnRequests.erpDocEntry,
    })
    .from(returnRequestLines)
    .innerJoin(returnRequests, eq(returnRequests.id, returnRequestLines.requestId))
    .where(
      and(
        eq(returnRequests.customerCode, customerCode),
        inArray(returnRequests.state, ['submitted', 'queued', 'sent']),
        sql`(${returnRequests.state} <> 'sent' or ${returnRequests.createdAt} >= ${since})`,
      ),
    )
    .orderBy(desc(returnRequests.createdAt));
}

/**
 * The outbox's return requests waiting for the ERP (submitted or queued): how many, the oldest, and the
 * latest failure among them that was neither an outage nor a refusal (the "ERP connection" screen).
 */
export async function summariseWaitingRequests(
  db: Db,
): Promise<{ count: number; oldestSince: Date | null; lastError: string | null }> {
  const [row] = await db
    .select({
      count: count(),
      oldestSince: min(returnRequests.createdAt),
      lastError: sql<
        string | null
      >`(array_agg(${returnRequests.sendError} order by ${returnRequests.createdAt} desc) filter (where ${returnRequests.sendError} is not null))[1]`,
    })
    .from(returnRequests)
    .where(inArray(returnRequests.state, ['submitted', 'queued']));
  return { count: row?.count ?? 0, oldestSince: row?.oldestSince ?? null, lastError: row?.lastError ?? null };
}
