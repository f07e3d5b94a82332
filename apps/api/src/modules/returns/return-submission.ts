import { type CreateReturnRequestInput, isErpError } from '@selvedge/erp';
import type { Db } from '../../db/client.js';
import { outboxRetryDelaySeconds } from '../../jobs/outbox-retry.js';
import type { AppDeps } from '../../shared/deps.js';
import { inFlightPer } from '../../shared/in-flight.js';
import { requestCustomerSync } from '../erp-sync/erp-sync.jobs.js';
import { type ReturnRequestEvent, transition } from './return-request.state.js';
import { applyChange, findById, findLines, lockById } from './returns.repository.js';
import type { ReturnRequestLineRow, ReturnRequestRow } from './returns.tables.js';

/**
 * Sending a submitted return request to the ERP (D24, D30), the returns module's outbox. Submitting
 * commits the request with a job; whoever sends it (the submitting request at once, the job's worker,
 * the worker after a restart) sends the request's id as the portal key, and the ERP answers a second
 * call with the first return request. The state moves only under the row lock, by the state table.
 */

export const RETURN_QUEUE = 'return-request-submission';

/** `busy`: this process is sending the request right now; `skipped`: nothing (more) to send. */
export type SubmissionOutcome = 'sent' | 'queued' | 'rejected' | 'skipped' | 'busy';

export interface ReturnJob {
  requestId: string;
  /** How many times the ERP was unreachable for this request: the back-off's exponent. */
  attempt?: number;
}

/** Requests this composition is sending now: its submitting request and its worker never both call the ERP. */
const inFlightOf = inFlightPer<AppDeps>();

/** The port's return request (D30 in the port's own terms; the adapters know the SAP field names). */
export function erpInput(
  request: ReturnRequestRow,
  lines: readonly ReturnRequestLineRow[],
): CreateReturnRequestInput {
  return {
    portalKey: request.id,
    customerCode: request.customerCode,
    pickUpDate: request.pickUpDate,
    packages: request.packages,
    lines: lines.map((line) => ({
      itemCode: line.itemCode,
      quantity: line.quantity,
      reference: line.commission || null,
      remark: line.remark,
      base: { kind: 'delivery', id: line.deliveryId, lineNumber: line.lineNumber },
    })),
  };
}

/** Applies an ERP answer to the locked request; false when the table does not allow it from its state. */
async function apply(deps: AppDeps, tx: Db, requestId: string, event: ReturnRequestEvent): Promise<boolean> {
  const request = await lockById(tx, requestId);
  if (!request) return false;
  const change = transition(request.state, event);
  if (!change) return false;
  await applyChange(tx, requestId, change, change.state === 'sent' ? deps.clock.now() : null);
  return true;
}

/**
 * One try at sending the request. Unreachable ERP: queued and the next try scheduled, in one
 * transaction. Refused: rejected with the ERP's message. Sent: the ERP's number is stored and the
 * customer's sync enqueued with it.
 */
export async function sendReturnRequest(
  deps: AppDeps,
  requestId: string,
  attempt = 0,
): Promise<SubmissionOutcome> {
  const inFlight = inFlightOf(deps);
  if (inFlight.has(requestId)) return 'busy';
  inFlight.add(requestId);
  try {
    const { db } = deps.database;
    await deps.jobs.prepare();
    const request = await findById(db, requestId);
    if (!request || (request.state !== 'submitted' && request.state !== 'queued')) return 'skipped';
    let placed: { docEntry: number; documentNumber: number };
    try {
      placed = await deps.erp.createReturnRequest(erpInput(request, await findLines(db, requestId)));
    } catch (error) {
      if (isErpError(error, 'unavailable')) {
        await db.transaction(async (tx) => {
          await apply(deps, tx, requestId, { type: 'erp-unavailable' });
          await deps.jobs.send(RETURN_QUEUE, { requestId, attempt: attempt + 1 } satisfies ReturnJob, {
            tx,
            startAfterSeconds: outboxRetryDelaySeconds(attempt + 1),
          });
        });
        deps.log.warn({ requestId, attempt }, 'the ERP is unreachable: return request queued');
        return 'queued';
      }
      if (isErpError(error)) {
        const erpMessage = error.erpMessage ?? error.message;
        await db.transaction((tx) => apply(deps, tx, requestId, { type: 'rejected-by-erp', erpMessage }));
        deps.log.info({ requestId, erpMessage }, 'the ERP rejected a return request');
        return 'rejected';
      }
      throw error;
    }
    const isSent = await db.transaction(async (tx) => {
      const changed = await apply(deps, tx, requestId, { type: 'sent-by-erp', ...placed });
      if (changed) await requestCustomerSync(deps.jobs, request.customerCode, { tx });
      return changed;
    });
    return isSent ? 'sent' : 'skipped';
  } finally {
    inFlight.delete(requestId);
  }
}
