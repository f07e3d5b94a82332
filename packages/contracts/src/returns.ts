import { z } from 'zod';
import { hasAtMostTwoDecimals, IsoDate, IsoDay, StoredInteger, UuidText } from './common.js';
import { ListQuery, listPage } from './sales-documents.js';

/**
 * Requesting a return (ordering.md "Return request screen", §4 "Return flow", §5, §7 "Returns", §9;
 * D10, D20, D24, D30): the customer picks delivered lines, says why, and the request goes to the ERP
 * exactly once through the portal's outbox.
 */

export const RETURN_PACKAGES_MIN = 1;
export const RETURN_PACKAGES_MAX = 10;
/** A return request holds at most this many lines. */
export const RETURN_LINES_MAX = 50;
export const RETURN_REMARK_MAX = 254;
export const RETURN_COMMISSION_MAX = 100;

/** ordering §5: packages 1 to 10; a larger number becomes 10, a smaller one 1. */
export function clampPackages(typed: number): number {
  if (!Number.isFinite(typed)) return RETURN_PACKAGES_MIN;
  return Math.min(RETURN_PACKAGES_MAX, Math.max(RETURN_PACKAGES_MIN, Math.trunc(typed)));
}

/** The selection modal's list: the customer's delivered lines, 20 a page, quick search (D17). */
export const ReturnableLinesQuery = ListQuery;
export type ReturnableLinesQuery = ListQuery;

/**
 * A delivered line (a sales BOM by its parent, D17). `returnableQuantity` is what was delivered less
 * what was already returned or requested back, the portal's queued requests included; 0 means
 * nothing is left to return (shown as "Send", ordering §2), above 0 "Open".
 */
export const ReturnableLine = z.object({
  deliveryId: z.number().int(),
  lineNumber: z.number().int(),
  deliveryNumber: z.number().int(),
  deliveryDate: IsoDate,
  itemCode: z.string(),
  itemName: z.string(),
  unit: z.string(),
  /** Delivered on this line. */
  quantity: z.number(),
  returnableQuantity: z.number(),
  /** The customer's net unit price on the delivery; the screen shows it only when prices are shown. */
  price: z.number(),
  currency: z.string(),
  /** Dye lots, comma separated. */
  batchNumbers: z.string(),
  /** The customer's reference of the line (commission) and of the order. */
  lineReference: z.string().nullable(),
  documentReference: z.string().nullable(),
  status: z.enum(['open', 'send']),
});
export type ReturnableLine = z.infer<typeof ReturnableLine>;
export const ReturnableLinePage = listPage(ReturnableLine);
export type ReturnableLinePage = z.infer<typeof ReturnableLinePage>;

export const ReturnRequestLineInput = z.strictObject({
  deliveryId: StoredInteger(),
  lineNumber: StoredInteger(0),
  /** Above 0, 2 decimals; capped by the server at what can still be returned (ordering §4). */
  quantity: z.number().gt(0).max(99_999).refine(hasAtMostTwoDecimals, { message: 'at most 2 decimals' }),
  /** Why it goes back (required, ordering §5). */
  remark: z.string().trim().min(1).max(RETURN_REMARK_MAX),
  /** The commission (optional; the ERP gets 0 without one). */
  commission: z.string().trim().max(RETURN_COMMISSION_MAX).default(''),
});
export type ReturnRequestLineInput = z.input<typeof ReturnRequestLineInput>;

export const ReturnRequestInput = z.strictObject({
  /**
   * Chosen by the screen once per return it prepares (a UUID): the same key sent again (a double click,
   * a retry after a time-out) answers the first request and never makes a second (D24).
   */
  requestKey: z.uuid(),
  packages: z.number().int().min(RETURN_PACKAGES_MIN).max(RETURN_PACKAGES_MAX),
  /** Not in the past (D30), the supplier's day; YYYY-MM-DD. */
  pickUpDate: IsoDay,
  lines: z.array(ReturnRequestLineInput).min(1).max(RETURN_LINES_MAX),
});
export type ReturnRequestInput = z.input<typeof ReturnRequestInput>;

/** `failed`: the ERP could not take it for a reason that is neither an outage nor a refusal (ADR-031). */
export const ReturnRequestState = z.enum(['submitted', 'queued', 'sent', 'rejected', 'failed']);
export type ReturnRequestState = z.infer<typeof ReturnRequestState>;

/**
 * What became of the request within a few seconds: sent (the ERP's return request number), queued
 * (the ERP is unreachable; it is sent when it returns), submitted (the ERP is slow; it is being sent),
 * or rejected with the ERP's message. `lines` gives each line's quantity as sent, after the cap.
 */
export const ReturnRequestResult = z.object({
  id: UuidText,
  state: ReturnRequestState,
  documentNumber: z.number().int().nullable(),
  erpMessage: z.string().nullable(),
  lines: z.array(
    z.object({
      deliveryId: z.number().int(),
      lineNumber: z.number().int(),
      quantity: z.number(),
      /** True when the typed quantity was more than can be returned and was lowered to it. */
      isCapped: z.boolean(),
    }),
  ),
});
export type ReturnRequestResult = z.infer<typeof ReturnRequestResult>;
