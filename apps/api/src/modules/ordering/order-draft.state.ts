/**
 * The order draft's lifecycle (the specification's D22–D24, ADR-031): one transition table, pure guards,
 * no I/O.
 *
 *   open ──approve──▶ approving ◀──claim── queued ◀──erp-unavailable / attempt-failed── approving
 *    ▲                 │  │  │               │  │
 *    │                 │  │  └─placed-by-erp─┼──┴──────────────────────────────▶ placed (final)
 *    │                 │  └──rejected-by-erp─┴──────────────────────────────▶ rejected ──reopen──▶ open
 *    │                 └──placement-failed──▶ failed ──retry──▶ approving
 *    │                                          └──hand-back──▶ rejected
 *    └────────────────────withdraw──────────── queued
 *
 * `approving` means an attempt at placing is due or under way; `queued` that the last attempt found the
 * ERP unreachable (or failed for another reason, with tries left) and the next one is scheduled;
 * `failed` that the tries ran out on something that is neither an outage nor the ERP's refusal: staff
 * retry it (with the same placement key) or hand it back to the customer with a message. An attempt
 * claims the draft (`claim`, under a lease the service keeps) before it calls the ERP, so a customer's
 * `withdraw` never races an order on its way. `open` is the only state in which the draft is edited.
 * A second approve (a double click, a retry) is refused as NOT_ALLOWED_FROM_STATE, which keeps placing
 * idempotent (D24): the caller answers with the draft's current state instead of placing again.
 */

export const ORDER_DRAFT_STATES = ['open', 'approving', 'queued', 'placed', 'rejected', 'failed'] as const;
export type OrderDraftState = (typeof ORDER_DRAFT_STATES)[number];

/** The ERP's answer to a placed order (the port's `PlacedDocument`). */
export interface ErpDocument {
  docEntry: number;
  documentNumber: number;
}

/** Who wrote the message a draft came back with: the ERP refusing it, or staff handing it back. */
export type DraftMessageSource = 'erp' | 'staff';

export type OrderDraftEvent =
  /** The user approves the order in the summary modal. */
  | { type: 'approve' }
  /** An attempt at placing starts: no other attempt may be under way. */
  | { type: 'claim' }
  /** The ERP could not be reached: the order is accepted and submitted when it returns (D24). */
  | { type: 'erp-unavailable' }
  /** The attempt failed for another reason; tries are left, so the next one is scheduled. */
  | { type: 'attempt-failed' }
  /** The tries ran out on a failure that is neither an outage nor a refusal: staff are told. */
  | { type: 'placement-failed' }
  | { type: 'placed-by-erp'; erpDocument: ErpDocument }
  | { type: 'rejected-by-erp'; erpMessage: string }
  /** Staff place a failed order again, with the same placement key. */
  | { type: 'retry' }
  /** Staff give a failed order back to the customer to change, with a message. */
  | { type: 'hand-back'; message: string }
  /** The customer takes a queued order back to change it (the ERP does not have it). */
  | { type: 'withdraw' }
  /** Back to editing after a rejection, lines and the message kept. */
  | { type: 'reopen' }
  /** Any change to the header or the lines. */
  | { type: 'edit' };

export type OrderDraftEventType = OrderDraftEvent['type'];

export const ORDER_DRAFT_EVENT_TYPES = [
  'approve',
  'claim',
  'erp-unavailable',
  'attempt-failed',
  'placement-failed',
  'placed-by-erp',
  'rejected-by-erp',
  'retry',
  'hand-back',
  'withdraw',
  'reopen',
  'edit',
] as const satisfies readonly OrderDraftEventType[];

/** What the guards and effects read and write; the service's draft record may carry more. */
export interface OrderDraftSnapshot {
  state: OrderDraftState;
  lines: readonly unknown[];
  /** The customer reference, required on the order screens (ordering §5). */
  reference: string;
  termsAccepted: boolean;
  /** The header's shipping address, null when none is chosen. */
  shippingAddress: object | null;
  /** The confirmation e-mail; its format is checked by the request schema, presence here. */
  confirmationEmail: string | null;
  /** An attempt at placing holds the draft now (its lease has not run out). */
  isPlacing: boolean;
  /** The message of the last rejection or hand-back, kept for display until the next approval. */
  erpMessage: string | null;
  messageFrom: DraftMessageSource | null;
  erpDocument: ErpDocument | null;
}

export type OrderDraftGuardReason =
  | 'NO_LINES'
  | 'NO_REFERENCE'
  | 'TERMS_NOT_ACCEPTED'
  | 'NO_SHIPPING_ADDRESS'
  | 'NO_CONFIRMATION_EMAIL'
  | 'PLACEMENT_UNDER_WAY';

export type OrderDraftRefusalReason = 'NOT_ALLOWED_FROM_STATE' | OrderDraftGuardReason;

/** A guard answers the first reason to refuse, or null to allow. */
export type OrderDraftGuard = (draft: OrderDraftSnapshot) => OrderDraftGuardReason | null;

export interface OrderDraftTransition {
  readonly event: OrderDraftEventType;
  readonly from: readonly OrderDraftState[];
  readonly to: OrderDraftState;
  readonly guard?: OrderDraftGuard;
}

/** ordering.md §5: lines, a reference, terms ticked, a shipping address and a confirmation e-mail. */
const canApprove: OrderDraftGuard = (draft) => {
  if (draft.lines.length === 0) return 'NO_LINES';
  if (!draft.reference.trim()) return 'NO_REFERENCE';
  if (!draft.termsAccepted) return 'TERMS_NOT_ACCEPTED';
  if (draft.shippingAddress === null) return 'NO_SHIPPING_ADDRESS';
  if (!draft.confirmationEmail?.trim()) return 'NO_CONFIRMATION_EMAIL';
  return null;
};

/** One attempt at a time: the ERP call of another may still create the order. */
const isIdle: OrderDraftGuard = (draft) => (draft.isPlacing ? 'PLACEMENT_UNDER_WAY' : null);

/** The lifecycle: one row per event; a (state, event) pair not listed here is refused. */
export const ORDER_DRAFT_TRANSITIONS: readonly OrderDraftTransition[] = [
  { event: 'approve', from: ['open'], to: 'approving', guard: canApprove },
  { event: 'claim', from: ['approving', 'queued'], to: 'approving', guard: isIdle },
  { event: 'erp-unavailable', from: ['approving'], to: 'queued' },
  { event: 'attempt-failed', from: ['approving'], to: 'queued' },
  { event: 'placement-failed', from: ['approving'], to: 'failed' },
  // From queued and failed too: an attempt whose lease ran out may still bring the ERP's answer.
  { event: 'placed-by-erp', from: ['approving', 'queued', 'failed'], to: 'placed' },
  { event: 'rejected-by-erp', from: ['approving', 'queued'], to: 'rejected' },
  { event: 'retry', from: ['failed'], to: 'approving' },
  { event: 'hand-back', from: ['failed'], to: 'rejected' },
  { event: 'withdraw', from: ['queued'], to: 'open', guard: isIdle },
  { event: 'reopen', from: ['rejected'], to: 'open' },
  { event: 'edit', from: ['open'], to: 'open' },
];

export type OrderDraftTransitionResult<D extends OrderDraftSnapshot> =
  | { ok: true; draft: D }
  | { ok: false; reason: OrderDraftRefusalReason; state: OrderDraftState; event: OrderDraftEventType };

function ruleFor(state: OrderDraftState, event: OrderDraftEventType): OrderDraftTransition | undefined {
  return ORDER_DRAFT_TRANSITIONS.find((rule) => rule.event === event && rule.from.includes(state));
}

/** What an event writes on the draft besides its state. */
function effectOf(event: OrderDraftEvent): Partial<OrderDraftSnapshot> {
  switch (event.type) {
    case 'approve':
    case 'withdraw':
      // A new attempt, or the customer's own change: an earlier message no longer describes the draft.
      return { erpMessage: null, messageFrom: null };
    case 'placed-by-erp':
      return { erpDocument: event.erpDocument };
    case 'rejected-by-erp':
      return { erpMessage: event.erpMessage, messageFrom: 'erp' };
    case 'hand-back':
      return { erpMessage: event.message, messageFrom: 'staff' };
    default:
      return {};
  }
}

/** The draft after `event`, or why not. Pure: the caller stores the result. */
export function transition<D extends OrderDraftSnapshot>(
  draft: D,
  event: OrderDraftEvent,
): OrderDraftTransitionResult<D> {
  const rule = ruleFor(draft.state, event.type);
  const refuse = (reason: OrderDraftRefusalReason): OrderDraftTransitionResult<D> => ({
    ok: false,
    reason,
    state: draft.state,
    event: event.type,
  });
  if (!rule) return refuse('NOT_ALLOWED_FROM_STATE');
  const reason = rule.guard?.(draft) ?? null;
  if (reason) return refuse(reason);
  return { ok: true, draft: { ...draft, ...effectOf(event), state: rule.to } };
}

/** Lines and header may change only while the draft is open. */
export function canEdit(state: OrderDraftState): boolean {
  return ruleFor(state, 'edit') !== undefined;
}

/** A final state is left by no event. */
export function isFinal(state: OrderDraftState): boolean {
  return !ORDER_DRAFT_TRANSITIONS.some((rule) => rule.from.includes(state));
}

/** States in which the outbox still owes the order an attempt (the placement job's and the sweep's). */
export const AWAITING_PLACEMENT: readonly OrderDraftState[] = ['approving', 'queued'];
