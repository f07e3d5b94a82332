import type { Expense } from '@selvedge/erp';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsTo, isoDate, money } from '../../db/columns.js';
import { ORDER_DRAFT_STATES } from './order-draft.state.js';

const quantity = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * The order drafts (D22): a header per draft, one open draft per user and order type. The state column
 * is moved only through order-draft.state.ts; the placement key is the ERP's idempotency key (D24).
 */
export const orderDrafts = pgTable(
  'order_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    /**
     * The name of the API key whose draft this is (docs/adr/ADR-036-api-keys.md; its user_id is then the
     * key's id): shown to staff and in the order history as "placed by API key". Null for a user's draft.
     */
    apiKeyName: text('api_key_name'),
    customerCode: text('customer_code').notNull(),
    orderType: text('order_type', { enum: ['B2B', 'SAMPLE'] }).notNull(),
    state: text('state', { enum: ORDER_DRAFT_STATES }).notNull().default('open'),
    /**
     * The chosen ship-to of the session the draft began in (an export customer's, D2), null without one:
     * a session sees and continues only the drafts of its own ship-to.
     */
    shipToId: text('ship_to_id'),
    /** The ERP's language for the order (NL, EN, FR, DE), the user's language when the draft began. */
    language: text('language', { enum: ['en', 'nl', 'de', 'fr'] }).notNull(),
    currency: text('currency').notNull(),
    reference: text('reference').notNull().default(''),
    email: text('email').notNull().default(''),
    /** The customer's address id when the address came from its list; null for one typed for this order. */
    shipAddressId: text('ship_address_id'),
    shipName: text('ship_name'),
    shipStreet: text('ship_street'),
    shipZipCode: text('ship_zip_code'),
    shipCity: text('ship_city'),
    shipCountry: text('ship_country'),
    shippingTypeCode: text('shipping_type_code'),
    partialSupply: boolean('partial_supply').notNull().default(false),
    /** Set at approval: the key of this placement attempt, sent with every try (D24). */
    placementKey: uuid('placement_key'),
    /** The expenses the user saw in the summary when approving (D28). */
    approvedExpenses: jsonb('approved_expenses').$type<Expense[] | null>(),
    /** The message the draft came back with: the ERP's refusal, or staff's when they hand it back. */
    erpMessage: text('erp_message'),
    messageFrom: text('message_from', { enum: ['erp', 'staff'] }),
    /** Attempts at placing since the approval (the outbox's back-off and the work queue read it). */
    placementAttempts: integer('placement_attempts').notNull().default(0),
    /** Attempts that failed neither as an outage nor as a refusal; at the limit the draft is failed. */
    placementFailures: integer('placement_failures').notNull().default(0),
    /** The last such failure, for staff (never shown to the customer). */
    placementError: text('placement_error'),
    /** An attempt holds the draft until then (its ERP call is bounded well below it). */
    placingUntil: timestamp('placing_until', { withTimezone: true }),
    /** When the outbox owes the draft its next attempt; a job for it was sent with it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** An attempt may have reached the ERP (its answer was lost): only the ERP can say it has no order. */
    isPossiblySent: boolean('is_possibly_sent').notNull().default(false),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    erpDocEntry: integer('erp_doc_entry'),
    erpDocNumber: integer('erp_doc_number'),
    /** The confirmation mail went out (sent once, after the ERP placed the order). */
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the ERP last confirmed every line's price (the summary, approval's check): approval
     * asks the ERP again only when this is older than a few minutes (draft-recheck.ts).
     */
    pricesCheckedAt: timestamp('prices_checked_at', { withTimezone: true }),
  },
  (t) => [
    // One draft being edited per user and order type; a rejected one is reopened into it (D22, D23).
    // Per ship-to for an export customer's sessions (D2).
    uniqueIndex('order_drafts_one_open_idx')
      .on(t.userId, t.orderType, sql`coalesce(${t.shipToId}, '')`)
      .where(sql`${t.state} = 'open'`),
    // What the outbox's sweep and the administrators' work queue look for.
    index('order_drafts_awaiting_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} in ('approving', 'queued', 'failed')`),
    index('order_drafts_customer_pending_idx')
      .on(t.customerCode, t.approvedAt)
      .where(sql`${t.state} <> 'open'`),
  ],
);

/** A draft's lines; the price and delivery date are the ERP's answer when the line was saved. */
export const orderDraftLines = pgTable(
  'order_draft_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    draftId: belongsTo('draft_id', () => orderDrafts.id),
    lineNumber: integer('line_number').notNull(),
    itemCode: text('item_code').notNull(),
    itemName: text('item_name').notNull(),
    salesUnit: text('sales_unit').notNull(),
    quantity: quantity('quantity').notNull(),
    reference: text('reference').notNull().default(''),
    /** Null while the ERP could not be asked (D36): the ERP prices the line when it places the order. */
    unitPrice: money('unit_price'),
    deliveryDate: isoDate('delivery_date'),
    imageUrl: text('image_url'),
    /**
     * The dye lot the buyer asked for (a reorder of a delivered batch): shown on the summary and the
     * confirmation, sent to the ERP on the order line. Null: any batch.
     */
    requestedBatch: text('requested_batch'),
  },
  (t) => [index('order_draft_lines_draft_idx').on(t.draftId, t.lineNumber)],
);

/** The pattern panel's rows of a line (D25); the line's quantity is their total. */
export const orderDraftPatterns = pgTable(
  'order_draft_patterns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lineId: belongsTo('line_id', () => orderDraftLines.id),
    position: integer('position').notNull(),
    rows: integer('rows').notNull(),
    rowLength: quantity('row_length').notNull(),
    requiredLength: quantity('required_length').notNull(),
    rowTotal: quantity('row_total').notNull(),
    isNoPatternCalculation: boolean('is_no_pattern_calculation').notNull(),
  },
  (t) => [index('order_draft_patterns_line_idx').on(t.lineId, t.position)],
);

export type OrderDraftRow = typeof orderDrafts.$inferSelect;
export type OrderDraftLineRow = typeof orderDraftLines.$inferSelect;
export type OrderDraftPatternRow = typeof orderDraftPatterns.$inferSelect;
