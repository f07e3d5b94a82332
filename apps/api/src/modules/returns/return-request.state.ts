/**
 * The return request's lifecycle in the portal (D24, D30): one transition table, pure, no I/O.
 *
 *   submitted ──erp-unavailable──▶ queued ──┐
 *       │  │                         │       │
 *       │  └────────sent-by-erp──────┴───────┴──▶ sent (final)
 *       └───────────rejected-by-erp──────────────▶ rejected (final)
 *
 * A request is written in `submitted` with its outbox job; whoever sends it (the submitting request at
 * once, the job's worker, the worker after a restart) sends the same portal key, and the ERP answers a
 * second call with the first return request. A late or repeated answer is refused by the table and
 * changes nothing. A rejected request stays as it was; the user sends a new one.
 */

export const RETURN_REQUEST_STATES = ['submitted', 'queued', 'sent', 'rejected'] as const;
export type ReturnRequestState = (typeof RETURN_REQUEST_STATES)[number];

export type ReturnRequestEvent =
  /** The ERP could not be reached: the request waits in the outbox and is sent when it returns. */
  | { type: 'erp-unavailable' }
  | { type: 'sent-by-erp'; docEntry: number; documentNumber: number }
  | { type: 'rejected-by-erp'; erpMessage: string };

export type ReturnRequestEventType = ReturnRequestEvent['type'];

export interface ReturnRequestTransition {
  readonly event: ReturnRequestEventType;
  readonly from: readonly ReturnRequestState[];
  readonly to: ReturnRequestState;
}

export const RETURN_REQUEST_TRANSITIONS: readonly ReturnRequestTransition[] = [
  { event: 'erp-unavailable', from: ['submitted'], to: 'queued' },
  { event: 'sent-by-erp', from: ['submitted', 'queued'], to: 'sent' },
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
      return { state: rule.to };
  }
}

/** Still to be sent: its quantities count against what can be returned (D30). */
export const isPending = (state: ReturnRequestState): boolean => state === 'submitted' || state === 'queued';
