import {
  type ChangeSet,
  CUSTOMER_FEED_NAMES,
  type ErpPort,
  type FeedName,
  type FeedRows,
  type Watermark,
} from '@selvedge/erp';
import type { Db } from '../../db/client.js';
import { yieldToEventLoop } from '../../db/yield.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Clock } from '../../shared/clock.js';
import { applyItems, applyReferenceData, applyStock } from '../catalog/index.js';
import { applyBusinessPartners } from '../customers/index.js';
import { applyOpenItems, applySalesDocuments } from '../sales-documents/index.js';
import {
  lastSucceededAt,
  markFailed,
  markStarted,
  markSucceeded,
  moveWatermark,
  readWatermark,
} from './erp-sync-state.repository.js';

export interface SyncDeps {
  db: Db;
  erp: ErpPort;
  clock: Clock;
  /**
   * The outbox the appliers write on a page's transaction (the shipping mail of a new delivery). Without
   * it (benches, tests of the read model alone) the read model is filled and nothing is sent.
   */
  jobs?: JobQueue;
}

/** What every applier is handed beside its page (only the sales documents' applier reads it today). */
interface ApplyContext {
  jobs: JobQueue | undefined;
  now: Date;
  /** The feed has succeeded once: what it brings from now on is news, not the ERP's history. */
  isFeedComplete: boolean;
}

export interface SyncOptions {
  /** Rows pulled and applied per transaction. */
  pageSize?: number;
}

export interface FeedSyncResult {
  feed: FeedName;
  pages: number;
  /** Rows upserted plus rows deleted. */
  rowsApplied: number;
}

export const DEFAULT_SYNC_PAGE_SIZE = 500;

/**
 * Feeds in the order a full sync runs them: reference data and partners first, so that a list never
 * shows a document whose customer or item the portal does not know yet.
 */
export const SYNC_ORDER: readonly FeedName[] = [
  'referenceData',
  'businessPartners',
  'items',
  'stock',
  'salesDocuments',
  'openItems',
];

type Applier<Row> = (
  db: Db,
  rows: readonly Row[],
  deletedIds: readonly string[],
  context: ApplyContext,
) => Promise<number>;

/** The context of a run of `feed`, read before its first page. */
async function applyContextOf(deps: SyncDeps, feed: FeedName): Promise<ApplyContext> {
  // Sending inside a page's transaction needs the queue's storage ready (job-queue.ts).
  if (deps.jobs) await deps.jobs.prepare();
  return {
    jobs: deps.jobs,
    now: deps.clock.now(),
    isFeedComplete: (await lastSucceededAt(deps.db, feed)) !== null,
  };
}
const appliers: { [F in FeedName]: Applier<FeedRows[F]> } = {
  referenceData: applyReferenceData,
  businessPartners: applyBusinessPartners,
  items: applyItems,
  stock: applyStock,
  salesDocuments: applySalesDocuments,
  openItems: applyOpenItems,
};

/** Another run moved the watermark under this one (two workers on one feed); its page is rolled back. */
export class SyncConflictError extends Error {}

type PullOptions = Parameters<ErpPort['pullChanges']>[3];

/**
 * The page loop of every sync: pulls `feed` page by page after `watermark` and hands each page, with the
 * watermark it starts from and the one it ends at, to `applyPage`, which writes it in one transaction and
 * answers the rows it applied. Stops after the last page, or at an empty one.
 */
async function pullPages<F extends FeedName>(
  erp: ErpPort,
  feed: F,
  watermark: Watermark | null,
  pageSize: number,
  options: PullOptions,
  applyPage: (
    page: ChangeSet<FeedRows[F]>,
    from: Watermark | null,
    next: Watermark | null,
  ) => Promise<number>,
): Promise<{ pages: number; rowsApplied: number }> {
  let pages = 0;
  let rowsApplied = 0;
  for (;;) {
    const page = await erp.pullChanges(feed, watermark, pageSize, options);
    const next = page.nextWatermark ?? watermark;
    rowsApplied += await applyPage(page, watermark, next);
    pages += 1;
    watermark = next;
    if (!page.hasMore || page.rows.length + page.deletedIds.length === 0) break;
    await yieldToEventLoop();
  }
  return { pages, rowsApplied };
}

/**
 * Brings one feed of the read model up to date: pulls pages from the stored watermark and applies each
 * page and its new watermark in one transaction. A failure keeps every page already applied; the next
 * run starts after the last of them. Upserts are idempotent, so a page applied twice changes nothing.
 */
export async function syncFeed(
  deps: SyncDeps,
  feed: FeedName,
  options: SyncOptions = {},
): Promise<FeedSyncResult> {
  const pageSize = options.pageSize ?? DEFAULT_SYNC_PAGE_SIZE;
  const { db, erp, clock } = deps;
  await markStarted(db, feed, clock.now());
  const apply = appliers[feed] as Applier<FeedRows[typeof feed]>;
  const watermark = await readWatermark(db, feed);
  let result: { pages: number; rowsApplied: number };
  try {
    const context = await applyContextOf(deps, feed);
    result = await pullPages(erp, feed, watermark, pageSize, undefined, (page, from, next) =>
      db.transaction(async (tx) => {
        const count = await apply(tx as unknown as Db, page.rows, page.deletedIds, context);
        if (!(await moveWatermark(tx as unknown as Db, feed, from, next, count)))
          throw new SyncConflictError(`Another run moved the ${feed} watermark`);
        return count;
      }),
    );
  } catch (error) {
    await markFailed(db, feed, clock.now(), error instanceof Error ? error.message : String(error));
    throw error;
  }
  await markSucceeded(db, feed, clock.now());
  return { feed, ...result };
}

/** Every feed, in SYNC_ORDER. Stops at the first feed that fails (its error is thrown). */
export async function syncAllFeeds(deps: SyncDeps, options: SyncOptions = {}): Promise<FeedSyncResult[]> {
  const results: FeedSyncResult[] = [];
  for (const feed of SYNC_ORDER) results.push(await syncFeed(deps, feed, options));
  return results;
}

/**
 * Brings one customer's partner data, documents and open items up to date now (after an order or a
 * return is placed), without waiting for the scheduled run. It pulls that customer's changes after the
 * stored watermarks and leaves the watermarks alone: the next full run applies the same rows again,
 * which the idempotent upserts make harmless.
 */
export async function syncCustomer(
  deps: SyncDeps,
  customerCode: string,
  options: SyncOptions = {},
): Promise<FeedSyncResult[]> {
  const pageSize = options.pageSize ?? DEFAULT_SYNC_PAGE_SIZE;
  const results: FeedSyncResult[] = [];
  for (const feed of CUSTOMER_FEED_NAMES) {
    const apply = appliers[feed] as Applier<FeedRows[typeof feed]>;
    const watermark = await readWatermark(deps.db, feed);
    const context = await applyContextOf(deps, feed);
    // The stored watermark is only read: the page's transaction holds the applied rows alone.
    const result = await pullPages(deps.erp, feed, watermark, pageSize, { customerCode }, (page) =>
      deps.db.transaction((tx) => apply(tx as unknown as Db, page.rows, page.deletedIds, context)),
    );
    results.push({ feed, ...result });
  }
  return results;
}
