import { z } from 'zod';
import { TimestampText } from './common.js';

/** The ERP's feeds the read model is synced from (the ERP port's FeedName, kept equal by the API). */
export const ERP_FEEDS = [
  'referenceData',
  'businessPartners',
  'items',
  'stock',
  'salesDocuments',
  'openItems',
] as const;
export const ErpFeed = z.enum(ERP_FEEDS);
export type ErpFeed = z.infer<typeof ErpFeed>;

/**
 * A feed's state: `ok` (its last run succeeded within its allowed lag), `failed` (its last run failed
 * after its last success), `lagging` (its last success is older than its allowed lag), `waiting` (never
 * run yet, not judged).
 */
export const FeedStatus = z.enum(['ok', 'failed', 'lagging', 'waiting']);
export type FeedStatus = z.infer<typeof FeedStatus>;

export const ErpFeedState = z.object({
  feed: ErpFeed,
  /** Its schedule (cron, UTC). */
  schedule: z.string(),
  lastStartedAt: TimestampText.nullable(),
  lastSucceededAt: TimestampText.nullable(),
  lastFailedAt: TimestampText.nullable(),
  /** The ERP's message of the failing run; cleared by the next success (the log keeps it). */
  lastError: z.string().nullable(),
  /** Rows applied since the feed's first run. */
  rowsApplied: z.number().int(),
  /** Seconds since its last success; null before the first. */
  lagSeconds: z.number().int().nullable(),
  /** How old its last success may be before the feed counts as lagging. */
  maxLagMinutes: z.number().int(),
  nextRunAt: TimestampText,
  status: FeedStatus,
});
export type ErpFeedState = z.infer<typeof ErpFeedState>;

/** Requests waiting in an outbox for the ERP (ADR-031). */
export const OutboxSummary = z.object({
  count: z.number().int(),
  /** When the longest-waiting one was approved (orders) or submitted (returns); null when empty. */
  oldestSince: TimestampText.nullable(),
  /** The latest failure of a waiting one that was neither an outage nor a refusal. */
  lastError: z.string().nullable(),
});
export type OutboxSummary = z.infer<typeof OutboxSummary>;

/** The ERP's circuit breaker (D35, D36): `open` while the ERP is taken as down. */
export const ErpCircuit = z.enum(['closed', 'open', 'halfOpen', 'isolated']);
export type ErpCircuit = z.infer<typeof ErpCircuit>;

/** The administrators' "ERP connection" screen. */
export const ErpConnection = z.object({
  erp: z.string(),
  circuit: ErpCircuit,
  feeds: z.array(ErpFeedState),
  outbox: z.object({ orders: OutboxSummary, returnRequests: OutboxSummary }),
});
export type ErpConnection = z.infer<typeof ErpConnection>;

/** "Sync now": one feed, or every feed without one. */
export const ErpSyncRequest = z.strictObject({ feed: ErpFeed.optional() });
export type ErpSyncRequest = z.infer<typeof ErpSyncRequest>;

export const ErpSyncRequested = z.object({ feeds: z.array(ErpFeed) });
export type ErpSyncRequested = z.infer<typeof ErpSyncRequested>;
