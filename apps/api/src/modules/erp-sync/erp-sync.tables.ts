import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Where each feed's sync stands. The watermark is written in the same transaction as the rows of the
 * page it ends, so a run that fails resumes after the last page it applied, never before or beyond it.
 */
export const erpSyncState = pgTable('erp_sync_state', {
  feed: text('feed').primaryKey(),
  watermark: text('watermark'),
  rowsApplied: bigint('rows_applied', { mode: 'number' }).notNull().default(0),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastSucceededAt: timestamp('last_succeeded_at', { withTimezone: true }),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
  lastError: text('last_error'),
});

export type ErpSyncStateRow = typeof erpSyncState.$inferSelect;
