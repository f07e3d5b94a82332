import { randomUUID } from 'node:crypto';
import {
  type ApprovalResult,
  type ApproveRequest,
  amountFromCents,
  type PendingOrders,
} from '@selvedge/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { supportReference } from '../../jobs/outbox.js';
import type { AppDeps } from '../../shared/deps.js';
import { AppError, forbidden } from '../../shared/errors.js';
import { listShipToAddresses } from '../customers/index.js';
import { existingDocumentIds } from '../sales-documents/index.js';
import { checkPricesBeforeApproval, requireOrderableLines } from './draft-recheck.js';
import { linesTotalCents } from './draft-view.js';
import { type OrderDraftGuardReason, transition } from './order-draft.state.js';
import {
  editDraft,
  type OrderingCaller,
  requireOwnDraft,
  requireShippingType,
  snapshotOf,
} from './order-drafts.service.js';
import { placeDraft, scheduleAttempt } from './order-placement.js';
import { findApprovedDrafts, findDraftById, loadDraftContent, updateDraft } from './ordering.repository.js';
import type { OrderDraftRow } from './ordering.tables.js';

type Approval = z.output<typeof ApproveRequest>;

/** How long the approving request waits for the ERP's number before it answers "queued" (D23). */
export const APPROVAL_WAIT_MS = 4_000;

const refusal: Record<OrderDraftGuardReason, () => AppError> = {
  NO_LINES: () => new AppError('DRAFT_HAS_NO_LINES', 422),
  NO_REFERENCE: () =>
    new AppError('REFERENCE_REQUIRED', 422, { fields: [{ path: 'reference', code: 'REQUIRED' }] }),
  TERMS_NOT_ACCEPTED: () => new AppError('TERMS_NOT_ACCEPTED', 422),
  NO_SHIPPING_ADDRESS: () => new AppError('SHIPPING_ADDRESS_REQUIRED', 422),
  NO_CONFIRMATION_EMAIL: () =>
    new AppError('CONFIRMATION_EMAIL_REQUIRED', 422, { fields: [{ path: 'email', code: 'REQUIRED' }] }),
  // Approval starts from an open draft, which no attempt holds; listed for the table's completeness.
  PLACEMENT_UNDER_WAY: () => new AppError('PLACEMENT_UNDER_WAY', 409),
};

const resultOf = (draft: OrderDraftRow): ApprovalResult => ({
  draftId: draft.id,
  state: draft.state,
  documentNumber: draft.erpDocNumber,
  erpMessage: draft.erpMessage,
});

/** The approval's answer for a draft as it is now (an API key's repeated Idempotency-Key, ADR-036). */
export async function approvalResult(
  deps: AppDeps,
  caller: OrderingCaller,
  draftId: string,
): Promise<ApprovalResult> {
  return resultOf(await requireOwnDraft(deps.database.db, caller, draftId));
}

/**
 * Approve (ordering §4 step 9, D23, D24): in one transaction the draft becomes `approving`, with a new
 * placement key, and its first attempt is scheduled (the outbox). A draft already approved answers its
 * state: a double click or a retried request never places a second order. Then the attempt is made at
 * once and the request waits a few seconds for the ERP's number.
 */
export async function approve(
  deps: AppDeps,
  caller: OrderingCaller,
  draftId: string,
  input: Approval,
): Promise<ApprovalResult> {
  const isExport = caller.ctx.customer?.isExport ?? false;
  if (!isExport && (input.shippingTypeCode != null || input.partialSupply !== undefined)) throw forbidden();
  const { db } = deps.database;
  // The placement job is enqueued inside the approval's transaction: pg-boss's tables must exist first.
  await deps.jobs.prepare();
  // Before the transaction: it may ask the ERP, which must not wait inside one (on the embedded database
  // the ERP's statements would wait for the transaction's own connection).
  await checkPricesBeforeApproval(deps, caller, draftId);

  const isNew = await editDraft(deps, caller, draftId, async (tx, draft) => {
    const header = await updateDraft(tx, draftId, {
      email: input.email,
      ...(input.shippingTypeCode !== undefined ? { shippingTypeCode: input.shippingTypeCode } : {}),
      ...(input.partialSupply !== undefined ? { partialSupply: input.partialSupply } : {}),
    });
    const { lines } = await loadDraftContent(tx, draft);
    await requireOrderableLines(tx, lines);
    const result = transition(snapshotOf(header, { lines, termsAccepted: input.termsAccepted }), {
      type: 'approve',
    });
    if (!result.ok) {
      if (result.reason === 'NOT_ALLOWED_FROM_STATE') return false;
      throw refusal[result.reason]();
    }
    // What the ERP is sent must be what it knows (ADR-031): its codes, an address it still has.
    await requireShippingType(tx, header.shippingTypeCode, 422);
    await requireKnownAddress(tx, caller, header);
    await updateDraft(tx, draftId, {
      state: result.draft.state,
      erpMessage: result.draft.erpMessage,
      messageFrom: result.draft.messageFrom,
      placementKey: randomUUID(),
      approvedAt: deps.clock.now(),
      placementAttempts: 0,
      placementFailures: 0,
      placementError: null,
      isPossiblySent: false,
      failedAt: null,
    });
    await scheduleAttempt(deps, tx, draftId, 0);
    return true;
  }).catch((error: unknown) => {
    // Approved already (a double click, a retried request, a parallel approval): answer its state.
    if (error instanceof AppError && error.code === 'DRAFT_NOT_EDITABLE') return false;
    throw error;
  });

  if (isNew) await placeAndWait(deps, draftId);
  return resultOf(await requireOwnDraft(db, caller, draftId));
}

/**
 * Tries the placement at once and waits up to APPROVAL_WAIT_MS for an outcome: the attempt's own, or,
 * when a worker got to the draft first, the state it leaves. The scheduled job places it otherwise.
 */
export async function placeAndWait(deps: AppDeps, draftId: string): Promise<void> {
  const deadline = Date.now() + APPROVAL_WAIT_MS;
  const attempt = placeDraft(deps, draftId).catch((error: unknown) => {
    // A database failure around the ERP call: the scheduled job tries again.
    deps.log.error({ err: error, draftId }, 'placing an approved order failed');
    return null;
  });
  const outcome = await Promise.race([attempt, sleep(APPROVAL_WAIT_MS).then(() => null)]);
  if (outcome?.kind !== 'busy') return;
  while (Date.now() < deadline) {
    await sleep(100);
    const draft = await findDraftById(deps.database.db, draftId);
    if (draft?.state !== 'approving') return;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The draft's address from the customer's list must still be one the ERP has (it may have gone since). */
async function requireKnownAddress(db: Db, caller: OrderingCaller, draft: OrderDraftRow): Promise<void> {
  if (draft.shipAddressId === null) return;
  const addresses = await listShipToAddresses(db, caller.customerCode);
  if (!addresses.some((address) => address.id === draft.shipAddressId)) {
    throw new AppError('SHIPPING_ADDRESS_UNKNOWN', 422, {
      fields: [{ path: 'shippingAddress.addressId', code: 'INVALID_VALUE' }],
    });
  }
}

/** How far back a placed order is shown as pending until the ERP's lists have it. */
const PENDING_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * Queued, or in a retry of a queued order (`approving` after an earlier try): the customer may take it
 * back, and a take-back that meets a try waits for it (withdraw). So "Change order" does not vanish from
 * /orders when its look lands during a try of a few milliseconds.
 */
const isWaitingInQueue = (draft: OrderDraftRow) =>
  draft.state === 'queued' || (draft.state === 'approving' && draft.placementAttempts > 1);

/**
 * /orders' pending orders (D24): approved and not yet confirmed by the ERP, failed (staff told), or
 * placed and not yet in the synced lists. Every user of the customer (of its ship-to, for an export
 * customer's session) sees them, as they see its orders.
 */
export async function pendingOrders(deps: AppDeps, caller: OrderingCaller): Promise<PendingOrders> {
  const { db } = deps.database;
  const drafts = await findApprovedDrafts(db, caller, 50);
  const since = deps.clock.now().getTime() - PENDING_WINDOW_MS;
  const placed = drafts.filter(
    (draft) =>
      draft.state === 'placed' && draft.erpDocEntry !== null && (draft.placedAt?.getTime() ?? 0) > since,
  );
  const listed = await existingDocumentIds(
    db,
    caller.customerCode,
    'order',
    placed.map((draft) => draft.erpDocEntry as number),
  );
  const pending = drafts.filter(
    (draft) =>
      draft.state === 'approving' ||
      draft.state === 'queued' ||
      draft.state === 'failed' ||
      (placed.includes(draft) && !listed.has(draft.erpDocEntry as number)),
  );
  const orders = [];
  for (const draft of pending) {
    const { lines } = await loadDraftContent(db, draft);
    const { total, hasUnpriced } = linesTotalCents(lines);
    orders.push({
      draftId: draft.id,
      orderType: draft.orderType,
      state: draft.state,
      reference: draft.reference,
      approvedAt: (draft.approvedAt ?? draft.updatedAt).toISOString(),
      lineCount: lines.length,
      linesTotal: amountFromCents(total),
      hasUnpricedLines: hasUnpriced,
      currency: draft.currency,
      documentNumber: draft.erpDocNumber,
      supportReference: supportReference(draft.id),
      canWithdraw: isWaitingInQueue(draft) && draft.userId === caller.userId,
      apiKeyName: draft.apiKeyName,
    });
  }
  return { orders };
}
