import type { ApprovalResult, OrderType } from '@selvedge/contracts';

/**
 * What the order summary does with an approval's answer (D23, D24). The /orders page reads the
 * router state below to show its confirmation; it is the one thing the two screens share.
 */
export type PlacedOrderState =
  | { state: 'placed'; documentNumber: number | null }
  | { state: 'queued' }
  | { state: 'failed' };

/**
 * The router state for /orders. A sample order says so, so that the confirmation speaks of a sample
 * order; a regular order's state stays as it was.
 */
export function placedOrderRouterState(placedOrder: PlacedOrderState, orderType: OrderType) {
  return { placedOrder: orderType === 'SAMPLE' ? { ...placedOrder, orderType } : placedOrder };
}

export type ApprovalOutcome =
  /** Go to /orders with this router state: `{ placedOrder }`. */
  | { kind: 'done'; placedOrder: PlacedOrderState }
  /** Stay in the summary and say why; the draft is open again with its lines. */
  | { kind: 'rejected'; message: string | null };

export function approvalOutcome(result: ApprovalResult): ApprovalOutcome {
  switch (result.state) {
    case 'placed':
      return { kind: 'done', placedOrder: { state: 'placed', documentNumber: result.documentNumber } };
    // The ERP is down (queued) or slow (still approving): it is placed as soon as the ERP answers,
    // and /orders shows it as queued until then.
    case 'queued':
    case 'approving':
      return { kind: 'done', placedOrder: { state: 'queued' } };
    // The ERP could not take it and staff were told (ADR-031): /orders says so and lists it.
    case 'failed':
      return { kind: 'done', placedOrder: { state: 'failed' } };
    // An answer of "open" would mean the approval did not take: the same as a rejection, so the
    // user is never sent away believing the order was placed.
    case 'rejected':
    case 'open':
      return { kind: 'rejected', message: result.erpMessage?.trim() || null };
  }
}
