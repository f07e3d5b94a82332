import { z } from 'zod';
import { TimestampText, UuidText } from './common.js';
import { DraftState } from './ordering.js';
import { OrderType } from './sales-documents.js';

/**
 * The administrators' queue of approved orders that need them (ADR-031): failed ones (neither an
 * outage nor the ERP's refusal: staff retry them or hand them back), and ones waiting long for the ERP.
 */
export const OrderQueueEntry = z.object({
  draftId: UuidText,
  /** What the customer quotes (the start of the draft's id; the error log's reference id is the whole). */
  supportReference: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  /** Who approved it. */
  userEmail: z.string(),
  orderType: OrderType,
  state: DraftState,
  reference: z.string(),
  approvedAt: TimestampText,
  lineCount: z.number().int(),
  placementAttempts: z.number().int(),
  /** The last failure that was neither an outage nor a refusal (the ERP's or the portal's own text). */
  placementError: z.string().nullable(),
  failedAt: TimestampText.nullable(),
  nextAttemptAt: TimestampText.nullable(),
  /** An attempt may have reached the ERP: handing back first asks the ERP whether it has the order. */
  isPossiblySent: z.boolean(),
  /** Placed by an API key of the customer's own systems (ADR-036): the key's name; null: by a user. */
  apiKeyName: z.string().nullable(),
});
export type OrderQueueEntry = z.infer<typeof OrderQueueEntry>;

export const OrderQueue = z.object({ orders: z.array(OrderQueueEntry) });
export type OrderQueue = z.infer<typeof OrderQueue>;

/** Staff's message to the customer with an order handed back (shown on the draft and mailed). */
export const HandBackRequest = z.strictObject({ message: z.string().trim().min(1).max(500) });
export type HandBackRequest = z.input<typeof HandBackRequest>;

/** Minutes after approval from which an order still waiting for the ERP shows in the queue. */
export const ORDER_QUEUE_WAITING_MINUTES = 15;
