import type { CreateReturnRequestInput } from '@selvedge/erp';
import type { Db } from '../../db/client.js';
import { attemptErpWrite, countFailure, sendRetry } from '../../jobs/outbox.js';
import type { AppDeps } from '../../shared/deps.js';
import { inFlightPer } from '../../shared/in-flight.js';
import { requestCustomerSync } from '../erp-sync/index.js';
import { tellReturnOutcome } from './return-events.js';
import { isPending, type ReturnRequestEvent, transition } from './return-request.state.js';
import { applyChange, findById, findLines, lockById, type SendFailure } from './returns.repository.js';
import type { ReturnRequestLineRow, ReturnRequestRow } from './returns.tables.js';

/**
 * Sending a submitted return request to the ERP (D24, D30), the returns module's outbox. Submitting
 * commits the request with a job; whoever sends it (the submitting request at once, the job's worker,
 * the worker after a restart) sends the request's id as the portal key, and the ERP answers a second
 * call with the first return request. The state moves only under the row lock, by the state table.
 */

export const RETURN_QUEUE = 'return-request-submission';

/**
 * `busy`: this process is sending the request right now; `skipped`: nothing (more) to send; `failed`:
 * the tries ran out on a failure that is neither an outage nor a refusal.
 */
export type SubmissionOutcome = 'sent' | 'queued' | 'rejected' | 'failed' | 'skipped' | 'busy';

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

/**
 * Applies an ERP answer to the locked request; the request as it is now, or null when the table does not
 * allow the event from its state.
 */
async function apply(
  deps: AppDeps,
  tx: Db,
  requestId: string,
  event: ReturnRequestEvent,
  failure?: SendFailure,
): Promise<ReturnRequestRow | null> {
  const request = await lockById(tx, requestId);
  if (!request) return null;
  const change = transition(request.state, event);
  if (!change) return null;
  await applyChange(tx, requestId, change, change.state === 'sent' ? deps.clock.now() : null, failure);
  return { ...request, ...change, ...failure };
}

const scheduleRetry = (deps: AppDeps, tx: Db, requestId: string, attempt: number) =>
  sendRetry(deps, tx, RETURN_QUEUE, { requestId, attempt } satisfies ReturnJob);

/**
 * One try at sending the request, telling three outcomes apart as the order outbox does (ADR-031): an
 * outage (the ERP's health agrees) queues it and schedules the next try; the ERP's refusal rejects it
 * with its message; anything else is retried a few times and then failed, staff and the customer told.
 * Sent: the ERP's number is stored and the customer's sync enqueued with it. Every outcome is logged.
 */
export async function sendReturnRequest(
  deps: AppDeps,
  requestId: string,
  attempt = 0,
): Promise<SubmissionOutcome> {
  const { db } = deps.database;
  return attemptErpWrite(deps, inFlightOf(deps), requestId, {
    load: async () => {
      const request = await findById(db, requestId);
      return request && isPending(request.state) ? request : null;
    },
    write: async (request) => deps.erp.createReturnRequest(erpInput(request, await findLines(db, requestId))),
    written: (request, placed) =>
      db.transaction(async (tx): Promise<SubmissionOutcome> => {
        const row = await apply(deps, tx, requestId, { type: 'sent-by-erp', ...placed });
        if (!row) return 'skipped';
        await requestCustomerSync(deps.jobs, request.customerCode, { tx });
        await tellReturnOutcome(deps, tx, row, { kind: 'sent', documentNumber: placed.documentNumber });
        return 'sent';
      }),
    refused: (_request, erpMessage) =>
      db.transaction(async (tx): Promise<SubmissionOutcome> => {
        const row = await apply(deps, tx, requestId, { type: 'rejected-by-erp', erpMessage });
        if (row) await tellReturnOutcome(deps, tx, row, { kind: 'rejected', message: erpMessage });
        return 'rejected';
      }),
    outage: (request, message) =>
      db.transaction(async (tx): Promise<SubmissionOutcome> => {
        const row = await apply(deps, tx, requestId, { type: 'erp-unavailable' });
        await scheduleRetry(deps, tx, requestId, attempt + 1);
        await tellReturnOutcome(deps, tx, row ?? request, { kind: 'queued', message, attempt: attempt + 1 });
        return 'queued';
      }),
    failed: (request, message) => failed(deps, request, message, attempt),
  });
}

/** Neither an outage nor a refusal: counted, retried while tries are left, then failed (ADR-031). */
async function failed(
  deps: AppDeps,
  request: ReturnRequestRow,
  message: string,
  attempt: number,
): Promise<SubmissionOutcome> {
  const { failures, tries, isLastTry } = countFailure(request.sendFailures, deps.config.orderPlacement.tries);
  const failure: SendFailure = {
    sendFailures: failures,
    sendError: message,
    ...(isLastTry ? { failedAt: deps.clock.now() } : {}),
  };
  const row = await deps.database.db.transaction(async (tx) => {
    const changed = await apply(
      deps,
      tx,
      request.id,
      { type: isLastTry ? 'send-failed' : 'attempt-failed' },
      failure,
    );
    if (changed) {
      if (!isLastTry) await scheduleRetry(deps, tx, request.id, attempt + 1);
      await tellReturnOutcome(deps, tx, changed, {
        kind: isLastTry ? 'failed' : 'attemptFailed',
        message,
        failures,
        tries,
      });
    }
    return changed;
  });
  if (!row) return 'skipped';
  return isLastTry ? 'failed' : 'queued';
}
