/**
 * The order draft's lifecycle (decisions D22–D24): one transition table, pure guards, no I/O.
 *
 *   open ──approve──▶ approving ──erp-unavailable──▶ queued
 *                      │    │                          │  │
 *                      │    └──────placed-by-erp───────┼──┴──▶ placed (final)
 *                      └────────rejected-by-erp────────┴─────▶ rejected ──reopen──▶ open
 *
 * `open` is the only state in which the draft is edited. `rejected` is entered only by the ERP saying
 * no and left only by reopening; the ERP's message stays on the draft for display. A second approve
 * (a double click, a retry) is refused as NOT_ALLOWED_FROM_STATE, which is what keeps placing
 * idempotent (D24): the caller answers with the draft's current state instead of placing again.
 */

export const ORDER_DRAFT_STATES = ['open', 'approving', 'queued', 'placed', 'rejected'] as const;
export type OrderDraftState = (typeof ORDER_DRAFT_STATES)[number];

/** The ERP's answer to a placed order (the port's `PlacedDocument`). */
export interface ErpDocument {
  docEntry: number;
  documentNumber: number;
}

export type OrderDraftEvent =
  /** The user approves the order in the summary modal. */
  | { type: 'approve' }
  /** The ERP could not be reached: the order is accepted and submitted when it returns (D24). */
  | { type: 'erp-unavailable' }
  | { type: 'placed-by-erp'; erpDocument: ErpDocument }
  | { type: 'rejected-by-erp'; erpMessage: string }
  /** Back to editing after a rejection, lines and the ERP's message kept. */
  | { type: 'reopen' }
  /** Any change to the header or the lines. */
  | { type: 'edit' };

export type OrderDraftEventType = OrderDraftEvent['type'];

export const ORDER_DRAFT_EVENT_TYPES = [
  'approve',
  'erp-unavailable',
  'placed-by-erp',
  'rejected-by-erp',
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
  /** The ERP's message of the last rejection, kept for display until the next approval. */
  erpMessage: string | null;
  erpDocument: ErpDocument | null;
}

export type OrderDraftGuardReason =
  | 'NO_LINES'
  | 'NO_REFERENCE'
  | 'TERMS_NOT_ACCEPTED'
  | 'NO_SHIPPING_ADDRESS'
  | 'NO_CONFIRMATION_EMAIL';

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

/** The lifecycle: one row per event; a (state, event) pair not listed here is refused. */
export const ORDER_DRAFT_TRANSITIONS: readonly OrderDraftTransition[] = [
  { event: 'approve', from: ['open'], to: 'approving', guard: canApprove },
  { event: 'erp-unavailable', from: ['approving'], to: 'queued' },
  { event: 'placed-by-erp', from: ['approving', 'queued'], to: 'placed' },
  { event: 'rejected-by-erp', from: ['approving', 'queued'], to: 'rejected' },
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
      // A new attempt: the previous rejection no longer describes the draft.
      return { erpMessage: null };
    case 'placed-by-erp':
      return { erpDocument: event.erpDocument };
    case 'rejected-by-erp':
      return { erpMessage: event.erpMessage };
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
