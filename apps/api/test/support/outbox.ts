import { eq } from 'drizzle-orm';
import { type PlacementOutcome, placeDraft } from '../../src/modules/ordering/order-placement.js';
import { orderDrafts } from '../../src/modules/ordering/ordering.tables.js';
import {
  PLACEMENT_NOTICE_QUEUE,
  type PlacementNoticeJob,
} from '../../src/modules/ordering/placement-events.js';
import { sendPlacementNotice } from '../../src/modules/ordering/placement-notices.js';
import type { TestPortal } from './harness.js';

/**
 * The order outbox's next attempt at a draft, as its scheduled job makes it once its delay has passed:
 * the delay is taken as passed (the draft's next attempt is due now), then the attempt runs.
 */
export async function attemptNow(portal: TestPortal, draftId: string): Promise<PlacementOutcome> {
  await portal.database.db
    .update(orderDrafts)
    .set({ nextAttemptAt: null })
    .where(eq(orderDrafts.id, draftId));
  return placeDraft(portal.deps, draftId);
}

/** The jobs waiting in a queue, taken off it, as a worker would take them. */
export async function takeJobs<Data>(portal: TestPortal, queue: string): Promise<Data[]> {
  const { rows } = await portal.database.query<{ data: Data }>(
    `delete from pgboss.job where name = $1 and state = 'created' returning data`,
    [queue],
  );
  return rows.map((row) => row.data);
}

/** The order outbox's notices waiting in their queue, sent as its worker sends them. */
export async function sendNotices(portal: TestPortal): Promise<number> {
  const jobs = await takeJobs<PlacementNoticeJob>(portal, PLACEMENT_NOTICE_QUEUE);
  for (const job of jobs) await sendPlacementNotice(portal.deps, job);
  return jobs.length;
}
