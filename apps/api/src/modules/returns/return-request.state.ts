/**
 * The return request's lifecycle in the portal (D24, D30): one transition table, pure, no I/O.
 *
 *   submitted ──erp-unavailable / attempt-failed──▶ queued ──┐
 *       │  │  │                                      │  │     │
 *       │  │  └──────────────sent-by-erp─────────────┼──┴─────┴──▶ sent (final)
 *       │  └─────────────────rejected-by-erp─────────┴────────────▶ rejected (final)
 *       └────────────────────send-failed ─── (and from queued) ───▶ failed
 *
 * As the order outbox (ADR-031): an outage is retried for as long as it lasts, the ERP's refusal goes
 * back to the customer, and anything else is retried a few times and then `failed`: staff and the
 * customer are told, and the customer may send the lines again.
 * A request is written in `submitted` with its outbox job; whoever sends it (the submitting request at
 * once, the job's worker, the worker after a restart) sends the same portal key, and the ERP answers a
 * second call with the first return request. A late or repeated answer is refused by the table and
 * changes nothing. A rejected request stays as it was; the user sends a new one.
 */

export const RETURN_REQUEST_STATES = ['submitted', 'queued', 'sent', 'rejected', 'failed'] as const;
export type ReturnRequestState = (typeof RETURN_REQUEST_STATES)[number];

export type ReturnRequestEvent =
  /** The ERP could not be reached: the request waits in the outbox and is sent when it returns. */
  | { type: 'erp-unavailable' }
  | { type: 'sent-by-erp'; docEntry: number; documentNumber: number }
  | { type: 'rejected-by-erp'; erpMessage: string }
  /** Neither an outage nor a refusal, with tries left: the next one is scheduled. */
  | { type: 'attempt-failed' }
  /** Neither an outage nor a refusal, and no tries left: staff and the customer are told. */
  | { type: 'send-failed' };

export type ReturnRequestEventType = ReturnRequestEvent['type'];

export interface ReturnRequestTransition {
  readonly event: ReturnRequestEventType;
  readonly from: readonly ReturnRequestState[];
  readonly to: ReturnRequestState;
}

export const RETURN_REQUEST_TRANSITIONS: readonly ReturnRequestTransition[] = [
  { event: 'erp-unavailable', from: ['submitted'], to: 'queued' },
  { event: 'attempt-failed', from: ['submitted', 'queued'], to: 'queued' },
  { event: 'send-failed', from: ['submitted', 'queued'], to: 'failed' },
  // From failed too: an answer that came late still says what the ERP has.
  { event: 'sent-by-erp', from: ['submitted', 'queued', 'failed'], to: 'sent' },
  { event: 'rejected-by-erp', from: ['submitted', 'queued'], to: 'rejected' },
];

/** What a transition writes on the request. */
export interface ReturnRequestChange {
  state: ReturnRequestState;
  erpDocEntry?: number;
  erpDocNumber?: number;
  erpMessage?: string;
}

/** The change `event` makes from `state`, or null when the table does not allow it. */
export function transition(state: ReturnRequestState, event: ReturnRequestEvent): ReturnRequestChange | null {
  const rule = RETURN_REQUEST_TRANSITIONS.find((r) => r.event === event.type && r.from.includes(state));
  if (!rule) return null;
  switch (event.type) {
    case 'sent-by-erp':
      return { state: rule.to, erpDocEntry: event.docEntry, erpDocNumber: event.documentNumber };
    case 'rejected-by-erp':
      return { state: rule.to, erpMessage: event.erpMessage };
    case 'erp-unavailable':
    case 'attempt-failed':
    case 'send-failed':
      return { state: rule.to };
  }
}

/**
 * Still to be sent: its quantities count against what can be returned (D30). A failed one does not: the
 * customer may send its lines again (staff were told to check the ERP for it).
 */
export const isPending = (state: ReturnRequestState): boolean => state === 'submitted' || state === 'queued';
