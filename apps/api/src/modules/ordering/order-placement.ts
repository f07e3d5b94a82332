import { amountFromCents, centsFromAmount, subtractCents } from '@selvedge/contracts';
import type { Expense, PlacedDocument, PlaceOrderInput, Totals } from '@selvedge/erp';
import { isErpError } from '@selvedge/erp';
import type { Db } from '../../db/client.js';
import { countFailure, outboxRetryDelaySeconds, readErpWriteFailure } from '../../jobs/outbox.js';
import type { AppDeps } from '../../shared/deps.js';
import { AppError } from '../../shared/errors.js';
import { requestCustomerSync } from '../erp-sync/index.js';
import { AWAITING_PLACEMENT, type OrderDraftEvent, transition } from './order-draft.state.js';
import { snapshotOf } from './order-drafts.service.js';
import { findOverduePlacements } from './order-outbox.repository.js';
import { expensesRequestOf, orderVatPercent, summaryTotals } from './order-summary.service.js';
import { loadDraftContent, lockDraft, updateDraft } from './ordering.repository.js';
import type { OrderDraftLineRow, OrderDraftRow } from './ordering.tables.js';
import { type AttemptFailure, tellPlacementOutcome } from './placement-events.js';

/**
 * Placing an approved draft in the ERP: the order outbox (D24, ADR-017 and ADR-031). Approval commits
 * the draft's `approving` state with a placement job; whoever runs an attempt (the approving request at
 * once, the job's worker, a worker after a restart) sends the same placement key, and the ERP answers a
 * second call with the first order. Every attempt:
 *
 * 1. claims the draft under its row lock, with a lease (`placing_until`) longer than the ERP call can
 *    take, so attempts never overlap and the customer never withdraws an order on its way;
 * 2. calls the ERP outside any transaction;
 * 3. settles the outcome under the lock and, when another attempt is owed, schedules it (a job with a
 *    delay, `next_attempt_at` beside it) in the same transaction. Three outcomes besides success:
 *    - the ERP is unavailable (its health says so too): queued, retried 2 … 60 s apart for as long as
 *      the outage lasts;
 *    - the ERP refused the order: back to the customer with its message (D23);
 *    - anything else (a defect, data the ERP cannot take, an ERP that is up yet fails on this order):
 *      retried a few times, then `failed`: staff are told, the customer is told, and staff retry it
 *      or hand it back from the work queue.
 *
 * A job that finds the draft claimed comes back when the lease ends; one that finds its attempt not yet
 * due leaves it to the job scheduled with it. So each draft has one chain of attempts, however many
 * jobs were sent (the approval's, a restart's, the sweep's). Lease and schedule are in real time (they
 * pace work, not business), the business moments (approved, placed) in the clock's.
 */

export const PLACEMENT_QUEUE = 'order-placement';
export const CONFIRMATION_QUEUE = 'order-confirmation-mail';
/** Once a minute: drafts owed an attempt whose job is overdue (lost, or its worker died) get a new one. */
export const PLACEMENT_SWEEP_QUEUE = 'order-placement-sweep';

export interface PlacementJob {
  draftId: string;
}

export type PlacementOutcome =
  | { kind: 'placed' | 'queued' | 'rejected' | 'failed' | 'skipped' }
  /** Another attempt holds the draft until then. */
  | { kind: 'busy'; until: Date };

/** An attempt may run this much early: a job's start and the row's time are not to the millisecond. */
const DUE_SLACK_MS = 1_000;

const realNow = () => new Date();

/** What the customer approved beside the lines: the expenses and the totals (D28). */
export interface ApprovedAmounts {
  expenses: readonly Expense[];
  totals: Totals | null;
}

export function placementInput(
  draft: OrderDraftRow,
  lines: readonly { itemCode: string; quantity: number; reference: string; requestedBatch?: string | null }[],
  approved: ApprovedAmounts = { expenses: [], totals: null },
): PlaceOrderInput {
  if (!draft.placementKey) throw new Error(`draft ${draft.id} has no placement key`);
  return {
    portalKey: draft.placementKey,
    customerCode: draft.customerCode,
    orderType: draft.orderType,
    reference: draft.reference,
    // A chosen address goes by its id, which the ERP knows; one typed for this order (or a chosen one
    // changed for it, which the header stores without its id) goes as typed: the ERP ships where the
    // confirmation says.
    shipTo: draft.shipAddressId
      ? { addressId: draft.shipAddressId }
      : {
          address: {
            name: draft.shipName ?? '',
            street: draft.shipStreet ?? '',
            zipCode: draft.shipZipCode ?? '',
            city: draft.shipCity ?? '',
            country: draft.shipCountry ?? '',
          },
        },
    shippingTypeCode: draft.shippingTypeCode,
    partialSupply: draft.partialSupply,
    email: draft.email || null,
    language: draft.language,
    lines: lines.map((line) => ({
      itemCode: line.itemCode,
      quantity: line.quantity,
      reference: line.reference || null,
      requestedBatch: line.requestedBatch ?? null,
    })),
    expenses: approved.expenses.map((expense) => ({
      code: expense.code,
      amount: expense.amount,
      vatGroup: expense.vatGroup,
    })),
    approvedTotals: approved.totals,
  };
}

/**
 * The expenses approved with the summary and the totals they make with the lines, VAT rounded as the
 * ERP rounds it: the ERP's order total is then the approved one to the cent. A draft approved while the
 * ERP could not give its expenses (the summary said they follow) gets them from the ERP now; an ERP
 * that cannot answer fails this attempt like the placement itself would.
 */
async function approvedAmounts(
  deps: AppDeps,
  draft: OrderDraftRow,
  lines: readonly OrderDraftLineRow[],
): Promise<ApprovedAmounts> {
  const expenses = draft.approvedExpenses ?? (await deps.erp.getExpenses(expensesRequestOf(draft, lines)));
  const vatPercent = await orderVatPercent(deps.database.db, draft.orderType, draft.customerCode);
  const totals = summaryTotals(lines, expenses, vatPercent, deps.erp.vatRounding);
  if (totals.vat === null || totals.total === null) return { expenses, totals: null };
  const gross = centsFromAmount(totals.total);
  const vat = centsFromAmount(totals.vat);
  return {
    expenses,
    totals: { net: amountFromCents(subtractCents(gross, vat)), vat: totals.vat, gross: totals.total },
  };
}

/** Sends the draft's next attempt `delaySeconds` from now, on the caller's transaction. */
export async function scheduleAttempt(deps: AppDeps, tx: Db, draftId: string, delaySeconds: number) {
  await updateDraft(tx, draftId, { nextAttemptAt: new Date(Date.now() + delaySeconds * 1000) });
  await deps.jobs.send(PLACEMENT_QUEUE, { draftId } satisfies PlacementJob, {
    tx,
    ...(delaySeconds > 0 ? { startAfterSeconds: delaySeconds } : {}),
  });
}

type Claim = { kind: 'claimed'; draft: OrderDraftRow } | Exclude<PlacementOutcome, { kind: 'placed' }>;

/** Step 1: the draft, claimed for this attempt; or why there is nothing to do now. */
async function claim(deps: AppDeps, draftId: string): Promise<Claim> {
  return deps.database.db.transaction(async (tx): Promise<Claim> => {
    const draft = await lockDraft(tx, draftId);
    if (!draft || !AWAITING_PLACEMENT.includes(draft.state)) return { kind: 'skipped' };
    const now = realNow();
    if (draft.nextAttemptAt && draft.nextAttemptAt.getTime() > now.getTime() + DUE_SLACK_MS) {
      return { kind: 'skipped' };
    }
    const result = transition(snapshotOf(draft, { now }), { type: 'claim' });
    if (!result.ok) {
      return result.reason === 'PLACEMENT_UNDER_WAY' && draft.placingUntil
        ? { kind: 'busy', until: draft.placingUntil }
        : { kind: 'skipped' };
    }
    const leaseMs = deps.config.orderPlacement.attemptLeaseSeconds * 1000;
    const claimed = await updateDraft(tx, draftId, {
      state: result.draft.state,
      placingUntil: new Date(now.getTime() + leaseMs),
      placementAttempts: draft.placementAttempts + 1,
    });
    return { kind: 'claimed', draft: claimed };
  });
}

/**
 * Step 3: the outcome written under the lock, the lease released. Null when the table does not allow
 * the event from the draft's state now (a late answer of an attempt whose lease ran out).
 */
async function settle(
  tx: Db,
  draftId: string,
  event: OrderDraftEvent,
  values: Parameters<typeof updateDraft>[2] = {},
): Promise<OrderDraftRow | null> {
  const draft = await lockDraft(tx, draftId);
  if (!draft) return null;
  const result = transition(snapshotOf(draft), event);
  if (!result.ok) return null;
  return updateDraft(tx, draftId, {
    ...values,
    state: result.draft.state,
    erpMessage: result.draft.erpMessage,
    messageFrom: result.draft.messageFrom,
    placingUntil: null,
  });
}

/** One attempt at placing the draft (see above); never throws for the ERP's sake. */
export async function placeDraft(deps: AppDeps, draftId: string): Promise<PlacementOutcome> {
  await deps.jobs.prepare();
  const claimed = await claim(deps, draftId);
  if (claimed.kind !== 'claimed') return claimed;
  const { draft } = claimed;
  const { db } = deps.database;
  const { lines } = await loadDraftContent(db, draft);

  let placed: PlacedDocument;
  try {
    const approved = await approvedAmounts(deps, draft, lines);
    placed = await deps.erp.placeOrder(placementInput(draft, lines, approved));
  } catch (error) {
    const failure = await readErpWriteFailure(deps.erp, error);
    if (failure.kind === 'refused') return rejected(deps, draft, failure.message);
    return failure.kind === 'outage' ? queued(deps, draft, failure) : failed(deps, draft, failure);
  }
  return stored(deps, draft, placed);
}

async function stored(
  deps: AppDeps,
  draft: OrderDraftRow,
  placed: PlacedDocument,
): Promise<PlacementOutcome> {
  const settled = await deps.database.db.transaction(async (tx) => {
    const row = await settle(
      tx,
      draft.id,
      { type: 'placed-by-erp', erpDocument: placed },
      { erpDocEntry: placed.docEntry, erpDocNumber: placed.documentNumber, placedAt: deps.clock.now() },
    );
    if (row) {
      await requestCustomerSync(deps.jobs, draft.customerCode, { tx });
      await deps.jobs.send(CONFIRMATION_QUEUE, { draftId: draft.id }, { tx, singletonKey: draft.id });
    }
    await tellPlacementOutcome(
      deps,
      tx,
      row ?? draft,
      row ? { kind: 'placed', placed } : { kind: 'placedLate', placed },
    );
    return row;
  });
  return { kind: settled ? 'placed' : 'skipped' };
}

/**
 * Step 3 on its own transaction, for an outcome other than placed: the outcome written and, when the
 * table allowed it, what follows from it (`then`: the next attempt, the log, the notices). Whether the
 * outcome was written.
 */
async function settleWith(
  deps: AppDeps,
  draftId: string,
  event: OrderDraftEvent,
  values: Parameters<typeof updateDraft>[2],
  then: (tx: Db, row: OrderDraftRow) => Promise<void>,
): Promise<boolean> {
  return deps.database.db.transaction(async (tx) => {
    const row = await settle(tx, draftId, event, values);
    if (row) await then(tx, row);
    return row !== null;
  });
}

async function rejected(deps: AppDeps, draft: OrderDraftRow, erpMessage: string): Promise<PlacementOutcome> {
  const settled = await settleWith(deps, draft.id, { type: 'rejected-by-erp', erpMessage }, {}, (tx, row) =>
    tellPlacementOutcome(deps, tx, row, { kind: 'rejected', erpMessage }),
  );
  return { kind: settled ? 'rejected' : 'skipped' };
}

async function queued(
  deps: AppDeps,
  draft: OrderDraftRow,
  failure: AttemptFailure,
): Promise<PlacementOutcome> {
  const values = failure.isPossiblySent ? { isPossiblySent: true } : {};
  const settled = await settleWith(deps, draft.id, { type: 'erp-unavailable' }, values, async (tx, row) => {
    await scheduleAttempt(deps, tx, draft.id, outboxRetryDelaySeconds(row.placementAttempts));
    await tellPlacementOutcome(deps, tx, row, { kind: 'queued', failure });
  });
  return { kind: settled ? 'queued' : 'skipped' };
}

/** Neither an outage nor a refusal: counted, retried while tries are left, then handed to staff. */
async function failed(
  deps: AppDeps,
  draft: OrderDraftRow,
  failure: AttemptFailure,
): Promise<PlacementOutcome> {
  const { failures, tries, isLastTry } = countFailure(
    draft.placementFailures,
    deps.config.orderPlacement.tries,
  );
  const values = {
    placementFailures: failures,
    placementError: failure.message,
    ...(failure.isPossiblySent ? { isPossiblySent: true } : {}),
    ...(isLastTry ? { failedAt: deps.clock.now(), nextAttemptAt: null } : {}),
  };
  const event = { type: isLastTry ? 'placement-failed' : 'attempt-failed' } as const;
  const settled = await settleWith(deps, draft.id, event, values, async (tx, row) => {
    if (!isLastTry) await scheduleAttempt(deps, tx, draft.id, outboxRetryDelaySeconds(failures));
    await tellPlacementOutcome(deps, tx, row, {
      kind: isLastTry ? 'failed' : 'attemptFailed',
      failure,
      failures,
      tries,
    });
  });
  return { kind: settled ? (isLastTry ? 'failed' : 'queued') : 'skipped' };
}

/**
 * Before an order leaves the outbox other than by placing (the customer withdraws it, staff hand it
 * back), when an attempt may have reached the ERP: does the ERP have an order of its key? When it has,
 * the draft is stored as placed ('placed'). An ERP that cannot be asked is refused with
 * ERP_CONFIRMATION_NEEDED: leaving now could place the order twice.
 */
export async function settleWithErp(deps: AppDeps, draft: OrderDraftRow): Promise<'absent' | 'placed'> {
  if (!draft.isPossiblySent || !draft.placementKey) return 'absent';
  let found: PlacedDocument | null;
  try {
    found = await deps.erp.findOrder(draft.placementKey, draft.customerCode);
  } catch (error) {
    if (isErpError(error, 'unavailable')) throw new AppError('ERP_CONFIRMATION_NEEDED', 503);
    throw error;
  }
  if (!found) return 'absent';
  await stored(deps, draft, found);
  return 'placed';
}

/** How many drafts the sweep looks at once; the next minute takes the rest. */
const SWEEP_BATCH = 200;
/** A draft's attempt is overdue when its job should have run this long ago. */
const OVERDUE_MS = 60_000;

/**
 * The outbox's safety net: a draft owed an attempt whose job has not come (lost, or stuck with a worker
 * that died) gets a new job. A duplicate does no harm: the claim lets one attempt run at a time, and a
 * job that finds its attempt not due ends.
 */
export async function sweepOverduePlacements(deps: AppDeps): Promise<number> {
  const { db } = deps.database;
  const now = realNow();
  const overdue = new Date(now.getTime() - OVERDUE_MS);
  const drafts = await findOverduePlacements(db, AWAITING_PLACEMENT, overdue, now, SWEEP_BATCH);
  for (const draft of drafts) {
    await deps.jobs.send(PLACEMENT_QUEUE, { draftId: draft.id } satisfies PlacementJob);
  }
  return drafts.length;
}
