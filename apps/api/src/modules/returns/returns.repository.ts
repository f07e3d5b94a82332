import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customerRequestRows } from '../../db/customer-requests.js';
import { summariseWaiting, type WaitingSummary } from '../../db/waiting-summary.js';
import type { ReturnRequestChange, ReturnRequestState } from './return-request.state.js';
import {
  type ReturnRequestLineRow,
  type ReturnRequestRow,
  returnRequestLines,
  returnRequests,
} from './returns.tables.js';

const requestRows = customerRequestRows(returnRequests);

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
  const row = await requestRows.insertOnce(db, request);
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

/** By the screen's key, by id, and by id under the row lock: the ERP's answers apply one at a time. */
export const { findByKey, findById, lockById } = requestRows;

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
export function summariseWaitingRequests(db: Db): Promise<WaitingSummary> {
  return summariseWaiting(db, {
    table: returnRequests,
    waiting: inArray(returnRequests.state, ['submitted', 'queued']),
    since: returnRequests.createdAt,
    error: returnRequests.sendError,
    changedAt: returnRequests.createdAt,
  });
}
