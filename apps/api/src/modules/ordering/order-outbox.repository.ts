import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { summariseWaiting, type WaitingSummary } from '../../db/waiting-summary.js';
import type { OrderDraftState } from './order-draft.state.js';
import { type OrderDraftRow, orderDrafts } from './ordering.tables.js';

/** Failed orders, and approved ones waiting for the ERP since before `waitingSince`. */
const needsStaff = (waitingSince: Date) =>
  or(
    eq(orderDrafts.state, 'failed'),
    and(inArray(orderDrafts.state, ['approving', 'queued']), lt(orderDrafts.approvedAt, waitingSince)),
  );

/** How many orders need staff, per state. */
export async function countDraftsNeedingStaff(
  db: Db,
  waitingSince: Date,
): Promise<Array<{ state: OrderDraftRow['state']; count: number }>> {
  return db
    .select({ state: orderDrafts.state, count: count() })
    .from(orderDrafts)
    .where(needsStaff(waitingSince))
    .groupBy(orderDrafts.state);
}

/** Failed orders first (staff act on them), then the waiting ones; newest first within each. */
export async function findDraftsNeedingStaff(
  db: Db,
  waitingSince: Date,
  limit: number,
): Promise<OrderDraftRow[]> {
  return db
    .select()
    .from(orderDrafts)
    .where(needsStaff(waitingSince))
    .orderBy(sql`${orderDrafts.state} = 'failed' desc`, desc(orderDrafts.approvedAt))
    .limit(limit);
}

/**
 * Drafts in `states` owed an attempt whose job should have run before `overdue`, and that no attempt
 * holds at `now`; the longest overdue first.
 */
export async function findOverduePlacements(
  db: Db,
  states: readonly OrderDraftState[],
  overdue: Date,
  now: Date,
  limit: number,
): Promise<Array<{ id: string }>> {
  return db
    .select({ id: orderDrafts.id })
    .from(orderDrafts)
    .where(
      and(
        inArray(orderDrafts.state, [...states]),
        or(isNull(orderDrafts.nextAttemptAt), lt(orderDrafts.nextAttemptAt, overdue)),
        or(isNull(orderDrafts.placingUntil), lt(orderDrafts.placingUntil, now)),
      ),
    )
    .orderBy(asc(orderDrafts.nextAttemptAt))
    .limit(limit);
}

/**
 * The outbox's orders waiting for the ERP (approving or queued): how many, the oldest approval, and the
 * latest failure among them that was neither an outage nor a refusal (the "ERP connection" screen).
 */
export function summariseWaitingDrafts(db: Db): Promise<WaitingSummary> {
  return summariseWaiting(db, {
    table: orderDrafts,
    waiting: inArray(orderDrafts.state, ['approving', 'queued']),
    since: orderDrafts.approvedAt,
    error: orderDrafts.placementError,
    changedAt: orderDrafts.updatedAt,
  });
}
