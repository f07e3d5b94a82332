import { setTimeout as sleep } from 'node:timers/promises';
import {
  type HandBackRequest,
  ORDER_QUEUE_WAITING_MINUTES,
  type OrderDraft,
  type OrderQueue,
  type OrderQueueEntry,
} from '@selvedge/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { supportReference } from '../../jobs/outbox.js';
import type { AuthenticatedContext } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import { AppError, notFound } from '../../shared/errors.js';
import { findCustomer } from '../customers/index.js';
import { findUserById } from '../users/index.js';
import { placeAndWait } from './order-approval.service.js';
import { type OrderDraftEvent, transition } from './order-draft.state.js';
import {
  draftView,
  lockOwnDraft,
  type OrderingCaller,
  requireOwnDraft,
  snapshotOf,
} from './order-drafts.service.js';
import { countDraftsNeedingStaff, findDraftsNeedingStaff } from './order-outbox.repository.js';
import { scheduleAttempt, settleWithErp } from './order-placement.js';
import {
  countLines,
  deleteDraft,
  findDraftById,
  findResumableDrafts,
  lockDraft,
  moveLines,
  updateDraft,
} from './ordering.repository.js';
import type { OrderDraftRow } from './ordering.tables.js';
import { logOrderAction, PLACEMENT_NOTICE_QUEUE, type PlacementNoticeJob } from './placement-events.js';

/**
 * What people do with an order in the outbox (ADR-031): the customer withdraws a queued one to
 * change it; administrators see failed and long-waiting ones, retry a failed one with its placement key,
 * or hand it back to the customer with a message. Every action is exactly once: it passes the transition
 * table under the draft's lock, only while no attempt holds the draft and none began since it was read;
 * and when an attempt may have reached the ERP, the ERP is asked first whether it has the order.
 */

const notInOutbox = () => new AppError('ORDER_NOT_IN_OUTBOX', 409);
const underWay = () => new AppError('PLACEMENT_UNDER_WAY', 409);
const alreadyPlaced = () => new AppError('ORDER_ALREADY_PLACED', 409);

/**
 * Applies `event` to the locked draft as it was read: refused when an attempt began since (the ERP may
 * now have it) or holds it now.
 */
async function applyAsRead(
  tx: Db,
  read: OrderDraftRow,
  locked: OrderDraftRow,
  event: OrderDraftEvent,
): Promise<OrderDraftRow> {
  if (locked.placementAttempts !== read.placementAttempts) throw underWay();
  const result = transition(snapshotOf(locked), event);
  if (!result.ok) throw result.reason === 'PLACEMENT_UNDER_WAY' ? underWay() : notInOutbox();
  return updateDraft(tx, locked.id, {
    state: result.draft.state,
    erpMessage: result.draft.erpMessage,
    messageFrom: result.draft.messageFrom,
  });
}

/** What leaving the outbox clears: the next approval starts a new placement. */
const outOfTheOutbox = {
  placementKey: null,
  nextAttemptAt: null,
  placingUntil: null,
  isPossiblySent: false,
  placementAttempts: 0,
  placementFailures: 0,
} as const;

/** How long a take-back waits for an attempt on its way: during an outage one ends within milliseconds. */
const ATTEMPT_WAIT_MS = 5_000;
const ATTEMPT_POLL_MS = 100;

/**
 * The customer takes a queued order back to change it (ADR-031): it is their open draft again, with
 * the lines of a draft they began meanwhile after its own (as a reopened rejection takes them). A queued
 * order is tried every 2 … 60 s; a take-back that meets a try waits for it to end (up to ATTEMPT_WAIT_MS)
 * and is decided on what the try left, rather than telling the customer to try again a moment later.
 */
export async function withdraw(deps: AppDeps, caller: OrderingCaller, draftId: string): Promise<OrderDraft> {
  const deadline = Date.now() + ATTEMPT_WAIT_MS;
  for (;;) {
    try {
      return await withdrawNow(deps, caller, draftId);
    } catch (error) {
      const isUnderWay = error instanceof AppError && error.code === 'PLACEMENT_UNDER_WAY';
      if (!isUnderWay || Date.now() >= deadline) throw error;
      await sleep(ATTEMPT_POLL_MS);
    }
  }
}

async function withdrawNow(deps: AppDeps, caller: OrderingCaller, draftId: string): Promise<OrderDraft> {
  const { db } = deps.database;
  const read = await requireOwnDraft(db, caller, draftId);
  // A try holds a queued order as `approving` until the ERP has answered it.
  if (read.state === 'approving') throw underWay();
  if (read.state !== 'queued') throw notInOutbox();
  if ((await settleWithErp(deps, read)) === 'placed') throw alreadyPlaced();
  await db.transaction(async (tx) => {
    const locked = await lockOwnDraft(tx, caller, draftId);
    const open = (await findResumableDrafts(tx, caller, locked.orderType)).find(
      (other) => other.state === 'open',
    );
    if (open) {
      // Before the withdrawn draft is open: one open draft per user, order type and ship-to.
      await lockDraft(tx, open.id);
      await moveLines(tx, open.id, draftId);
      await deleteDraft(tx, open.id);
    }
    await applyAsRead(tx, read, locked, { type: 'withdraw' });
    await updateDraft(tx, draftId, { ...outOfTheOutbox, approvedAt: null });
    await logOrderAction(tx, caller.ctx, locked, { kind: 'withdrawn' });
  });
  return draftView(db, await requireOwnDraft(db, caller, draftId));
}

const waitingSince = (deps: AppDeps) =>
  new Date(deps.clock.now().getTime() - ORDER_QUEUE_WAITING_MINUTES * 60_000);

/**
 * The dashboard's counts of the queue: failed orders, and approved ones waiting for the ERP longer than
 * ORDER_QUEUE_WAITING_MINUTES.
 */
export async function countOrderQueue(deps: AppDeps): Promise<{ failed: number; waiting: number }> {
  const rows = await countDraftsNeedingStaff(deps.database.db, waitingSince(deps));
  const of = (state: string) => rows.find((row) => row.state === state)?.count ?? 0;
  return { failed: of('failed'), waiting: of('approving') + of('queued') };
}

/** At most this many entries: a queue that long is an outage, which the counts tell. */
const QUEUE_LIMIT = 100;

/** Failed orders first (staff act on them), then the waiting ones; newest first within each. */
export async function orderQueue(deps: AppDeps): Promise<OrderQueue> {
  const drafts = await findDraftsNeedingStaff(deps.database.db, waitingSince(deps), QUEUE_LIMIT);
  return { orders: await entriesOf(deps, drafts) };
}

function queueEntry(
  draft: OrderDraftRow,
  lineCount: number,
  customerName: string | null,
  userEmail: string | null,
): OrderQueueEntry {
  return {
    draftId: draft.id,
    supportReference: supportReference(draft.id),
    customerCode: draft.customerCode,
    customerName: customerName ?? draft.customerCode,
    userEmail: userEmail ?? draft.email,
    apiKeyName: draft.apiKeyName,
    orderType: draft.orderType,
    state: draft.state,
    reference: draft.reference,
    approvedAt: (draft.approvedAt ?? draft.updatedAt).toISOString(),
    lineCount,
    placementAttempts: draft.placementAttempts,
    placementError: draft.placementError,
    failedAt: draft.failedAt?.toISOString() ?? null,
    nextAttemptAt: draft.nextAttemptAt?.toISOString() ?? null,
    isPossiblySent: draft.isPossiblySent,
  };
}

async function requireDraft(db: Db, draftId: string): Promise<OrderDraftRow> {
  const draft = await findDraftById(db, draftId);
  if (!draft) throw notFound();
  return draft;
}

/** The drafts as the queue shows them: their line counts in one statement, each customer and user once. */
async function entriesOf(deps: AppDeps, drafts: readonly OrderDraftRow[]): Promise<OrderQueueEntry[]> {
  const { db } = deps.database;
  const lineCounts = await countLines(
    db,
    drafts.map((draft) => draft.id),
  );
  const names = new Map<string, Promise<string | null>>();
  const emails = new Map<string, Promise<string | null>>();
  const once = <K>(cache: Map<K, Promise<string | null>>, key: K, look: () => Promise<string | null>) => {
    if (!cache.has(key)) cache.set(key, look());
    return cache.get(key) as Promise<string | null>;
  };
  return Promise.all(
    drafts.map(async (draft) =>
      queueEntry(
        draft,
        lineCounts.get(draft.id) ?? 0,
        await once(
          names,
          draft.customerCode,
          async () => (await findCustomer(db, draft.customerCode))?.name ?? null,
        ),
        await once(emails, draft.userId, async () => (await findUserById(db, draft.userId))?.email ?? null),
      ),
    ),
  );
}

const entryOf = async (deps: AppDeps, draftId: string): Promise<OrderQueueEntry> => {
  const [entry] = await entriesOf(deps, [await requireDraft(deps.database.db, draftId)]);
  if (!entry) throw notFound();
  return entry;
};

/**
 * Staff place a failed order again, with its placement key: an ERP that created it on an attempt whose
 * answer was lost answers that order. The tries start anew; the answer waits a few seconds for it.
 */
export async function retryOrder(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  draftId: string,
): Promise<OrderQueueEntry> {
  const { db } = deps.database;
  const read = await requireDraft(db, draftId);
  await db.transaction(async (tx) => {
    const locked = await lockDraft(tx, draftId);
    if (!locked) throw notFound();
    await applyAsRead(tx, read, locked, { type: 'retry' });
    await updateDraft(tx, draftId, { placementFailures: 0, failedAt: null });
    await scheduleAttempt(deps, tx, draftId, 0);
    await logOrderAction(tx, ctx, locked, { kind: 'retried' });
  });
  await placeAndWait(deps, draftId);
  return entryOf(deps, draftId);
}

/**
 * Staff give a failed order back to the customer with a message: the customer finds it open with its
 * lines and the message, and is mailed. The ERP is asked first when it may have the order.
 */
export async function handBackOrder(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  draftId: string,
  input: z.output<typeof HandBackRequest>,
): Promise<OrderQueueEntry> {
  const { db } = deps.database;
  const read = await requireDraft(db, draftId);
  if (read.state !== 'failed') throw notInOutbox();
  if ((await settleWithErp(deps, read)) === 'placed') throw alreadyPlaced();
  await db.transaction(async (tx) => {
    const locked = await lockDraft(tx, draftId);
    if (!locked) throw notFound();
    await applyAsRead(tx, read, locked, { type: 'hand-back', message: input.message });
    await updateDraft(tx, draftId, outOfTheOutbox);
    await logOrderAction(tx, ctx, locked, { kind: 'handedBack', message: input.message });
    await deps.jobs.send(
      PLACEMENT_NOTICE_QUEUE,
      { draftId, notice: 'returned' } satisfies PlacementNoticeJob,
      { tx },
    );
  });
  return entryOf(deps, draftId);
}
