/**
 * The confirmation /returns shows after a return request was submitted (ordering §4 "Return flow",
 * D24). The return screen hands it over in the router state as `{ returnRequest: { state,
 * documentNumber } }`; it is the one thing the two screens share.
 */
export type ReturnRequestConfirmation =
  /** In the ERP, with its return request number when the ERP gave one. */
  | { state: 'sent'; documentNumber: number | null }
  /** The ERP is slow: it is being sent. */
  | { state: 'submitted' }
  /** The ERP cannot be reached: kept by the portal and sent as soon as it is back. */
  | { state: 'queued' }
  /** The ERP could not take it, and staff were told (ADR-031): the lines may be sent again. */
  | { state: 'failed' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The confirmation in the router state; null when there is none or it is not one. */
export function readReturnRequest(state: unknown): ReturnRequestConfirmation | null {
  if (!isRecord(state) || !isRecord(state.returnRequest)) return null;
  const { state: outcome, documentNumber } = state.returnRequest;
  if (outcome === 'sent') {
    const number =
      typeof documentNumber === 'number' && Number.isInteger(documentNumber) && documentNumber > 0
        ? documentNumber
        : null;
    return { state: 'sent', documentNumber: number };
  }
  if (outcome === 'submitted' || outcome === 'queued' || outcome === 'failed') return { state: outcome };
  return null;
}
