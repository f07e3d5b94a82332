import type { PlaceOrderInput } from '@selvedge/erp';
import { isErpError } from '@selvedge/erp';
import type { Db } from '../../db/client.js';
import { outboxRetryDelaySeconds } from '../../jobs/outbox-retry.js';
import type { AppDeps } from '../../shared/deps.js';
import { inFlightPer } from '../../shared/in-flight.js';
import { requestCustomerSync } from '../erp-sync/erp-sync.jobs.js';
import { type OrderDraftEvent, transition } from './order-draft.state.js';
import { snapshotOf } from './order-drafts.service.js';
import { findDraftById, loadDraftContent, lockDraft, updateDraft } from './ordering.repository.js';
import type { OrderDraftRow } from './ordering.tables.js';

/**
 * Placing an approved draft in the ERP (D24, architecture "Ordering, reliably"). Approval commits the
 * draft's `approving` state together with a placement job (the outbox); whoever runs the placement (the
 * approving request at once, the job's worker, the worker after a restart) sends the same placement key,
 * and the ERP answers a second call with the first order. The draft's state is moved only under its
 * row lock and only by the transition table, so a late or repeated answer changes nothing.
 */

export const PLACEMENT_QUEUE = 'order-placement';
export const CONFIRMATION_QUEUE = 'order-confirmation-mail';

/** `busy`: this process is placing the draft right now (its approving request); try again shortly. */
export type PlacementOutcome = 'placed' | 'queued' | 'rejected' | 'skipped' | 'busy';

export interface PlacementJob {
  draftId: string;
  /** How many times the ERP was unreachable for this draft: the back-off's exponent. */
  attempt?: number;
}

/** Drafts this composition is placing now: its approving request and its worker never both call the ERP. */
const inFlightOf = inFlightPer<AppDeps>();

export function placementInput(
  draft: OrderDraftRow,
  lines: readonly { itemCode: string; quantity: number; reference: string }[],
): PlaceOrderInput {
  if (!draft.placementKey) throw new Error(`draft ${draft.id} has no placement key`);
  return {
    portalKey: draft.placementKey,
    customerCode: draft.customerCode,
    orderType: draft.orderType,
    reference: draft.reference,
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
    })),
  };
}

/** Applies an ERP answer to the locked draft; false when the table does not allow it from its state. */
async function apply(
  tx: Db,
  draftId: string,
  event: OrderDraftEvent,
  values: Parameters<typeof updateDraft>[2] = {},
): Promise<boolean> {
  const draft = await lockDraft(tx, draftId);
  if (!draft) return false;
  const result = transition(snapshotOf(draft), event);
  if (!result.ok) return false;
  await updateDraft(tx, draftId, {
    ...values,
    state: result.draft.state,
    erpMessage: result.draft.erpMessage,
  });
  return true;
}

async function scheduleRetry(deps: AppDeps, tx: Db, draftId: string, attempt: number): Promise<void> {
  await deps.jobs.send(PLACEMENT_QUEUE, { draftId, attempt } satisfies PlacementJob, {
    tx,
    startAfterSeconds: outboxRetryDelaySeconds(attempt),
  });
}

/**
 * One try at placing the draft. Unreachable ERP: the draft is queued and the next try scheduled, in
 * one transaction. Refused: the draft goes back to the user with the ERP's message (D23). Placed: the
 * ERP's number is stored, and the customer's sync and the confirmation mail are enqueued with it.
 */
export async function placeDraft(deps: AppDeps, draftId: string, attempt = 0): Promise<PlacementOutcome> {
  const inFlight = inFlightOf(deps);
  if (inFlight.has(draftId)) return 'busy';
  inFlight.add(draftId);
  try {
    const { db } = deps.database;
    await deps.jobs.prepare();
    const draft = await findDraftById(db, draftId);
    if (!draft || (draft.state !== 'approving' && draft.state !== 'queued')) return 'skipped';
    const { lines } = await loadDraftContent(db, draft);
    let placed: { docEntry: number; documentNumber: number };
    try {
      placed = await deps.erp.placeOrder(placementInput(draft, lines));
    } catch (error) {
      if (isErpError(error, 'unavailable')) {
        await db.transaction(async (tx) => {
          await apply(tx, draftId, { type: 'erp-unavailable' });
          await scheduleRetry(deps, tx, draftId, attempt + 1);
        });
        deps.log.warn({ draftId, attempt }, 'the ERP is unreachable: order queued');
        return 'queued';
      }
      if (isErpError(error)) {
        const erpMessage = error.erpMessage ?? error.message;
        await db.transaction((tx) => apply(tx, draftId, { type: 'rejected-by-erp', erpMessage }));
        deps.log.info({ draftId, erpMessage }, 'the ERP rejected an order');
        return 'rejected';
      }
      throw error;
    }
    const isPlaced = await db.transaction(async (tx) => {
      const changed = await apply(
        tx,
        draftId,
        { type: 'placed-by-erp', erpDocument: placed },
        { erpDocEntry: placed.docEntry, erpDocNumber: placed.documentNumber, placedAt: deps.clock.now() },
      );
      if (changed) {
        await requestCustomerSync(deps.jobs, draft.customerCode, { tx });
        await deps.jobs.send(CONFIRMATION_QUEUE, { draftId }, { tx, singletonKey: draftId });
      }
      return changed;
    });
    return isPlaced ? 'placed' : 'skipped';
  } finally {
    inFlight.delete(draftId);
  }
}
