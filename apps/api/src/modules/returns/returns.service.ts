import {
  LIST_PAGE_SIZE,
  type ReturnableLine,
  type ReturnableLinePage,
  type ReturnableLinesQuery,
  type ReturnRequestInput,
  type ReturnRequestResult,
} from '@selvedge/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type AuthenticatedContext, type CustomerScope, requireScope } from '../../shared/context.js';
import { todayOf } from '../../shared/dates.js';
import type { AppDeps } from '../../shared/deps.js';
import { AppError, notFound } from '../../shared/errors.js';
import { syncCustomer } from '../erp-sync/index.js';
import {
  type DeliveredLine,
  existingDocumentIds,
  findDeliveredLinePage,
  findDeliveredLines,
} from '../sales-documents/index.js';
import { RETURN_QUEUE, type ReturnJob, sendReturnRequest } from './return-submission.js';
import {
  findByKey,
  findLines,
  findRecentReturnQuantities,
  insertReturnRequest,
  lockCustomerReturns,
} from './returns.repository.js';
import type { ReturnRequestRow } from './returns.tables.js';

type Input = z.output<typeof ReturnRequestInput>;

/** How long the submitting request waits for the ERP's number before it answers "submitted" (D24). */
export const RETURN_SEND_WAIT_MS = 4_000;
/** A sent request counts against what can be returned until the lists have it; this long at most. */
const LISTED_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;

const lineKey = (deliveryId: number, lineNumber: number) => `${deliveryId}:${lineNumber}`;
/** Quantities carry at most three decimals: computed in thousandths, never as floats. */
const thousandths = (quantity: number) => Math.round(quantity * 1000);

/**
 * What the customer's own requests in the portal ask back per delivered line, in thousandths: those
 * still to be sent, and those sent that the lists do not show yet (D30: "already requested").
 */
async function portalQuantities(deps: AppDeps, db: Db, customerCode: string): Promise<Map<string, number>> {
  const rows = await findRecentReturnQuantities(
    db,
    customerCode,
    new Date(deps.clock.now().getTime() - LISTED_WINDOW_MS),
  );
  const sentIds = rows.flatMap((row) => (row.state === 'sent' && row.erpDocEntry ? [row.erpDocEntry] : []));
  const listed = await existingDocumentIds(db, customerCode, 'returnRequest', sentIds);
  const quantities = new Map<string, number>();
  for (const row of rows) {
    if (row.state === 'sent' && row.erpDocEntry !== null && listed.has(row.erpDocEntry)) continue;
    const key = lineKey(row.deliveryId, row.lineNumber);
    quantities.set(key, (quantities.get(key) ?? 0) + thousandths(row.quantity));
  }
  return quantities;
}

/** Delivered less what the ERP's and the portal's requests already ask back; never below 0. */
function returnableOf(line: DeliveredLine, portal: Map<string, number>): number {
  const left =
    thousandths(line.quantity) -
    thousandths(line.requested) -
    (portal.get(lineKey(line.documentId, line.lineNumber)) ?? 0);
  return Math.max(0, left) / 1000;
}

function toReturnableLine(line: DeliveredLine, returnable: number): ReturnableLine {
  return {
    deliveryId: line.documentId,
    lineNumber: line.lineNumber,
    deliveryNumber: line.documentNumber,
    deliveryDate: line.documentDate,
    itemCode: line.itemCode,
    itemName: line.description,
    unit: line.unit,
    quantity: line.quantity,
    returnableQuantity: returnable,
    price: line.price,
    currency: line.currency,
    batchNumbers: line.batchNumbers,
    lineReference: line.lineReference,
    documentReference: line.documentReference,
    status: returnable > 0 ? 'open' : 'send',
  };
}

/** The selection modal (ordering §2): the customer's delivered lines with what can still be returned. */
export async function listReturnableLines(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  query: ReturnableLinesQuery,
): Promise<ReturnableLinePage> {
  const scope = ctx.scope;
  if (!scope) return { rows: [], total: 0, page: query.page, pageSize: LIST_PAGE_SIZE };
  const [{ rows, total }, portal] = await Promise.all([
    findDeliveredLinePage(deps.database.db, scope, {
      page: query.page,
      pageSize: LIST_PAGE_SIZE,
      search: query.search,
    }),
    portalQuantities(deps, deps.database.db, scope.customerCode),
  ]);
  return {
    rows: rows.map((line) => toReturnableLine(line, returnableOf(line, portal))),
    total,
    page: query.page,
    pageSize: LIST_PAGE_SIZE,
  };
}

async function resultOf(deps: AppDeps, request: ReturnRequestRow): Promise<ReturnRequestResult> {
  const lines = await findLines(deps.database.db, request.id);
  return {
    id: request.id,
    state: request.state,
    documentNumber: request.erpDocNumber,
    erpMessage: request.erpMessage,
    lines: lines.map(({ deliveryId, lineNumber, quantity, isCapped }) => ({
      deliveryId,
      lineNumber,
      quantity,
      isCapped,
    })),
  };
}

const lineProblem = (code: 'NOTHING_TO_RETURN' | 'VALIDATION_FAILED', index: number, status: number) =>
  new AppError(code, status, { fields: [{ path: `lines.${index}.quantity`, code: 'INVALID_VALUE' }] });

/** A delivered line twice in one request is a mistake of the form, not two returns. */
function requireDistinctLines(input: Input): void {
  const seen = new Set<string>();
  input.lines.forEach((line, index) => {
    const key = lineKey(line.deliveryId, line.lineNumber);
    if (seen.has(key)) throw lineProblem('VALIDATION_FAILED', index, 400);
    seen.add(key);
  });
}

/**
 * The request's lines with their quantities capped at what can still be returned (ordering §4, D30).
 * Read on the transaction that writes the request, under the customer's lock.
 */
async function cappedLines(deps: AppDeps, tx: Db, scope: CustomerScope, input: Input) {
  // The portal's requests first, the read model after: a sync that lists a sent request in between
  // makes it count twice for this request (less returned), never not at all.
  const portal = await portalQuantities(deps, tx, scope.customerCode);
  const delivered = await findDeliveredLines(tx, scope, input.lines);
  const byKey = new Map(delivered.map((line) => [lineKey(line.documentId, line.lineNumber), line]));
  return input.lines.map((line, index) => {
    // Not the customer's (or the ship-to's) delivered line: it does not exist for them (D2).
    const found = byKey.get(lineKey(line.deliveryId, line.lineNumber));
    if (!found) throw notFound();
    const returnable = returnableOf(found, portal);
    if (returnable <= 0) throw lineProblem('NOTHING_TO_RETURN', index, 422);
    const isCapped = line.quantity > returnable;
    return {
      deliveryId: line.deliveryId,
      lineNumber: line.lineNumber,
      itemCode: found.itemCode,
      quantity: isCapped ? returnable : line.quantity,
      isCapped,
      remark: line.remark,
      commission: line.commission,
    };
  });
}

/**
 * Submit return (ordering §4 "Return flow", D24, D30): checked, then capped and written with its outbox
 * job in one transaction under the customer's lock, then sent at once; the answer waits a few seconds
 * for the ERP's number. The same key again answers the first request. Once sent, the customer's lists
 * are synced before answering, so /returns shows the new return at once.
 */
export async function submitReturnRequest(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  input: Input,
): Promise<ReturnRequestResult> {
  const scope = requireScope(ctx);
  const { db } = deps.database;
  const earlier = await findByKey(db, ctx.user.id, input.requestKey);
  if (earlier) return resultOf(deps, earlier);
  if (input.pickUpDate < todayOf(deps.clock)) {
    throw new AppError('PICK_UP_DATE_IN_PAST', 422, {
      fields: [{ path: 'pickUpDate', code: 'INVALID_VALUE' }],
    });
  }
  requireDistinctLines(input);
  // The job is enqueued inside the request's transaction: pg-boss's tables must exist first.
  await deps.jobs.prepare();
  const created = await db.transaction(async (tx) => {
    // Capped and written one request of the customer at a time, so two requests for the same line at
    // once cannot both count what is left before either is written (ADR-019).
    await lockCustomerReturns(tx, scope.customerCode);
    // The same key sent in parallel waited here for the first: its answer is the first request, not a
    // refusal because the first one took what was left.
    if (await findByKey(tx, ctx.user.id, input.requestKey)) return undefined;
    const lines = await cappedLines(deps, tx, scope, input);
    const row = await insertReturnRequest(
      tx,
      {
        requestKey: input.requestKey,
        userId: ctx.user.id,
        customerCode: scope.customerCode,
        packages: input.packages,
        pickUpDate: input.pickUpDate,
      },
      lines,
    );
    if (row) await deps.jobs.send(RETURN_QUEUE, { requestId: row.id } satisfies ReturnJob, { tx });
    return row;
  });
  // Sent in parallel with the same key: the first one's request is the answer.
  if (!created)
    return resultOf(deps, (await findByKey(db, ctx.user.id, input.requestKey)) as ReturnRequestRow);

  const sending = sendReturnRequest(deps, created.id)
    .then(async (outcome) => {
      if (outcome === 'sent')
        await syncCustomer({ db, erp: deps.erp, clock: deps.clock, jobs: deps.jobs }, scope.customerCode);
    })
    .catch((error: unknown) => {
      // The job sends it, and the sync job brings it to the lists; the answer says what the row says.
      deps.log.error({ err: error, requestId: created.id }, 'sending a return request failed');
    });
  await Promise.race([sending, new Promise((resolve) => setTimeout(resolve, RETURN_SEND_WAIT_MS))]);
  return resultOf(deps, (await findByKey(db, ctx.user.id, input.requestKey)) as ReturnRequestRow);
}
