import type { FeedName, Watermark } from '@selvedge/erp';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type ErpSyncStateRow, erpSyncState } from './erp-sync.tables.js';

export async function getSyncState(db: Db): Promise<ErpSyncStateRow[]> {
  return db.select().from(erpSyncState).orderBy(erpSyncState.feed);
}

/** When the feed's last run succeeded; null when it never has. */
export async function lastSucceededAt(db: Db, feed: FeedName): Promise<Date | null> {
  const [row] = await db
    .select({ at: erpSyncState.lastSucceededAt })
    .from(erpSyncState)
    .where(eq(erpSyncState.feed, feed));
  return row?.at ?? null;
}

export async function readWatermark(db: Db, feed: FeedName): Promise<Watermark | null> {
  const [row] = await db.select().from(erpSyncState).where(eq(erpSyncState.feed, feed));
  return row?.watermark ?? null;
}

export async function markStarted(db: Db, feed: FeedName, at: Date): Promise<void> {
  await db
    .insert(erpSyncState)
    .values({ feed, lastStartedAt: at })
    .onConflictDoUpdate({ target: erpSyncState.feed, set: { lastStartedAt: at } });
}

/**
 * Moves the feed's watermark from `from` to `next` and adds the page's rows, on the page's transaction;
 * false when the watermark is no longer `from` (another run moved it).
 */
export async function moveWatermark(
  tx: Db,
  feed: FeedName,
  from: Watermark | null,
  next: Watermark | null,
  rowsApplied: number,
): Promise<boolean> {
  const moved = await tx
    .update(erpSyncState)
    .set({ watermark: next, rowsApplied: sql`${erpSyncState.rowsApplied} + ${rowsApplied}` })
    .where(sql`${erpSyncState.feed} = ${feed} and ${erpSyncState.watermark} is not distinct from ${from}`)
    .returning({ feed: erpSyncState.feed });
  return moved.length > 0;
}

export async function markFailed(db: Db, feed: FeedName, at: Date, error: string): Promise<void> {
  await db
    .update(erpSyncState)
    .set({ lastFailedAt: at, lastError: error })
    .where(eq(erpSyncState.feed, feed));
}

export async function markSucceeded(db: Db, feed: FeedName, at: Date): Promise<void> {
  await db
    .update(erpSyncState)
    .set({ lastSucceededAt: at, lastError: null })
    .where(eq(erpSyncState.feed, feed));
}

/** The feed's row; undefined before its first run. */
export async function readFeedState(db: Db, feed: FeedName): Promise<ErpSyncStateRow | undefined> {
  const [row] = await db.select().from(erpSyncState).where(eq(erpSyncState.feed, feed));
  return row;
}
