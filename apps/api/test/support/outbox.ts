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

/** The order outbox's notices waiting in their queue, sent as its worker sends them (and taken off it). */
export async function sendNotices(portal: TestPortal): Promise<number> {
  const { rows } = await portal.database.query<{ id: string; data: PlacementNoticeJob }>(
    `delete from pgboss.job where name = $1 and state = 'created' returning id, data`,
    [PLACEMENT_NOTICE_QUEUE],
  );
  for (const row of rows) await sendPlacementNotice(portal.deps, row.data);
  return rows.length;
}
