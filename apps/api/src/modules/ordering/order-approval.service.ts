import { randomUUID } from 'node:crypto';
import {
  type ApprovalResult,
  type ApproveRequest,
  amountFromCents,
  type PendingOrders,
} from '@selvedge/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../shared/deps.js';
import { AppError, forbidden } from '../../shared/errors.js';
import { existingDocumentIds } from '../sales-documents/sales-documents.service.js';
import { linesTotalCents } from './draft-view.js';
import { type OrderDraftGuardReason, transition } from './order-draft.state.js';
import { editDraft, type OrderingCaller, requireOwnDraft, snapshotOf } from './order-drafts.service.js';
import { PLACEMENT_QUEUE, type PlacementJob, placeDraft } from './order-placement.js';
import { findApprovedDrafts, loadDraftContent, updateDraft } from './ordering.repository.js';
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
};

const resultOf = (draft: OrderDraftRow): ApprovalResult => ({
  draftId: draft.id,
  state: draft.state,
  documentNumber: draft.erpDocNumber,
  erpMessage: draft.erpMessage,
});

/**
 * Approve (ordering §4 step 9, D23, D24): in one transaction the draft becomes `approving`, with a new
 * placement key, and its placement job is enqueued (the outbox). A draft already approved answers its
 * state: a double click or a retried request never places a second order. Then the placement is tried
 * at once and the request waits a few seconds for the ERP's number.
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

  const isNew = await editDraft(deps, caller, draftId, async (tx, draft) => {
    const header = await updateDraft(tx, draftId, {
      email: input.email,
      ...(input.shippingTypeCode !== undefined ? { shippingTypeCode: input.shippingTypeCode } : {}),
      ...(input.partialSupply !== undefined ? { partialSupply: input.partialSupply } : {}),
    });
    const { lines } = await loadDraftContent(tx, draft);
    const result = transition(snapshotOf(header, { lines, termsAccepted: input.termsAccepted }), {
      type: 'approve',
    });
    if (!result.ok) {
      if (result.reason === 'NOT_ALLOWED_FROM_STATE') return false;
      throw refusal[result.reason]();
    }
    await updateDraft(tx, draftId, {
      state: result.draft.state,
      erpMessage: result.draft.erpMessage,
      placementKey: randomUUID(),
      approvedAt: deps.clock.now(),
    });
    await deps.jobs.send(PLACEMENT_QUEUE, { draftId } satisfies PlacementJob, { tx });
    return true;
  }).catch((error: unknown) => {
    // Approved already (a double click, a retried request, a parallel approval): answer its state.
    if (error instanceof AppError && error.code === 'DRAFT_NOT_EDITABLE') return false;
    throw error;
  });

  if (isNew) {
    const placing = placeDraft(deps, draftId).catch((error: unknown) => {
      // The job retries; the request still answers what the draft says.
      deps.log.error({ err: error, draftId }, 'placing an approved order failed');
    });
    await Promise.race([placing, new Promise((resolve) => setTimeout(resolve, APPROVAL_WAIT_MS))]);
  }
  return resultOf(await requireOwnDraft(db, caller, draftId));
}

/** How far back a placed order is shown as pending until the ERP's lists have it. */
const PENDING_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * /orders' pending orders (D24): approved and not yet confirmed by the ERP, or placed and not yet in
 * the synced lists. Every user of the customer sees them, as they see its orders.
 */
export async function pendingOrders(deps: AppDeps, caller: OrderingCaller): Promise<PendingOrders> {
  const { db } = deps.database;
  const drafts = await findApprovedDrafts(db, caller.customerCode, 50);
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
    });
  }
  return { orders };
}
