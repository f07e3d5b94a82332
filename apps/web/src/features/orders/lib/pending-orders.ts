import type { PendingOrder } from '@selvedge/contracts';

/**
 * The rules of /orders' confirmation and pending orders (D23, D24), kept apart from the components
 * so that they are tested on their own.
 */

/**
 * The confirmation the order summary hands to /orders in the router state, as `{ placedOrder }`; a
 * sample order carries its order type, so that the confirmation speaks of a sample order.
 */
export type PlacedOrder = (
  | { state: 'placed'; documentNumber: number | null }
  | { state: 'queued' }
  /** The ERP could not take it and staff were told (ADR-031): it is among the pending orders. */
  | { state: 'failed' }
) & {
  orderType?: 'SAMPLE';
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const numberOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;

/**
 * The confirmation to show, from the router state; null when there is none or it is not one (a
 * state of another page, an old bookmark).
 */
export function readPlacedOrder(state: unknown): PlacedOrder | null {
  if (!isRecord(state)) return null;
  const placed = isRecord(state.placedOrder) ? state.placedOrder : null;
  const sample = placed?.orderType === 'SAMPLE' ? ({ orderType: 'SAMPLE' } as const) : {};
  if (placed?.state === 'placed')
    return { state: 'placed', documentNumber: numberOrNull(placed.documentNumber), ...sample };
  if (placed?.state === 'queued') return { state: 'queued', ...sample };
  if (placed?.state === 'failed') return { state: 'failed', ...sample };
  return null;
}

/**
 * What a pending order's badge says: queued until the ERP has it, then its number until it is listed;
 * failed when the ERP could not take it and staff were told.
 */
export type PendingStatus =
  | { kind: 'queued' }
  | { kind: 'failed' }
  | { kind: 'placed'; documentNumber: number | null };

export function pendingStatus(order: Pick<PendingOrder, 'state' | 'documentNumber'>): PendingStatus {
  if (order.state === 'placed') return { kind: 'placed', documentNumber: order.documentNumber };
  if (order.state === 'failed') return { kind: 'failed' };
  return { kind: 'queued' };
}

/** While an order waits for the ERP, /orders looks every 5 seconds, so "Queued" turns into its number. */
export const QUEUED_REFETCH_MS = 5_000;
/** A placed order waits only for the next sync of the lists: a slower look is enough. */
export const PLACED_REFETCH_MS = 30_000;

export function pendingRefetchInterval(
  orders: readonly Pick<PendingOrder, 'state'>[] | undefined,
): number | false {
  if (!orders || orders.length === 0) return false;
  // A failed order waits for staff, who may take a while: the slower look.
  if (orders.some((order) => order.state !== 'placed' && order.state !== 'failed')) return QUEUED_REFETCH_MS;
  return PLACED_REFETCH_MS;
}

/**
 * What of the pending list matters to the order lines: an order that got its number or left the list
 * (it is in the synced lines now). When it changes, the lines are asked for again.
 */
export function pendingSignature(
  orders: readonly Pick<PendingOrder, 'draftId' | 'state' | 'documentNumber'>[],
): string {
  return orders
    .map((order) => `${order.draftId}:${order.state}:${order.documentNumber ?? ''}`)
    .sort()
    .join('|');
}
