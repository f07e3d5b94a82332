import { DOCUMENT_KINDS } from '@selvedge/contracts';
import type { DocumentAddress, DocumentRef } from '@selvedge/erp';
import { type SQL, sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { isoDate, money } from '../../db/columns.js';

const quantity = (name: string) => numeric(name, { precision: 14, scale: 3, mode: 'number' });

/**
 * Read model of the ERP's sales documents: one row per document with its header fields, the detail
 * screens read it. The lists read sales_document_lines, which repeats what they show of the header.
 */
export const salesDocuments = pgTable(
  'sales_documents',
  {
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    id: integer('id').notNull(),
    number: integer('number').notNull(),
    customerCode: text('customer_code').notNull(),
    customerName: text('customer_name').notNull(),
    orderType: text('order_type', { enum: ['B2B', 'SAMPLE'] }).notNull(),
    date: isoDate('date').notNull(),
    dueDate: isoDate('due_date'),
    reference: text('reference'),
    /** The customer's contact person named on the document (foundations 2 "Order detail"). */
    contactPerson: text('contact_person'),
    status: text('status', { enum: ['open', 'closed', 'cancelled'] }).notNull(),
    currency: text('currency').notNull(),
    /** The ship-to address id (ERP address name) the lists are scoped by for export customers (D2). */
    shipToId: text('ship_to_id'),
    billTo: jsonb('bill_to').$type<DocumentAddress | null>(),
    shipTo: jsonb('ship_to').$type<DocumentAddress | null>(),
    totalNet: money('total_net').notNull(),
    totalVat: money('total_vat').notNull(),
    totalGross: money('total_gross').notNull(),
    paidToDate: money('paid_to_date').notNull(),
    trackAndTrace: jsonb('track_and_trace').$type<string[]>().notNull(),
    packages: integer('packages'),
    baseDocuments: jsonb('base_documents').$type<DocumentRef[]>().notNull(),
    portalKey: text('portal_key'),
    erpUpdatedAt: timestamp('erp_updated_at', { withTimezone: true }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('sales_documents_customer_idx').on(
      t.customerCode,
      t.kind,
      t.date.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('sales_documents_portal_key_idx').on(t.portalKey),
  ],
);

/**
 * One row per document line, with the header fields every list shows (customer, ship-to, number, date,
 * reference, order type, currency, status), so a 20-row page is one index range scan at any size.
 */
export const salesDocumentLines = pgTable(
  'sales_document_lines',
  {
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    documentId: integer('document_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    customerCode: text('customer_code').notNull(),
    shipToId: text('ship_to_id'),
    documentNumber: integer('document_number').notNull(),
    documentDate: isoDate('document_date').notNull(),
    documentDueDate: isoDate('document_due_date'),
    documentReference: text('document_reference'),
    orderType: text('order_type', { enum: ['B2B', 'SAMPLE'] }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['open', 'closed', 'cancelled'] }).notNull(),
    itemCode: text('item_code').notNull(),
    description: text('description').notNull(),
    collection: text('collection'),
    quantity: quantity('quantity').notNull(),
    unit: text('unit').notNull(),
    unitPrice: money('unit_price').notNull(),
    discountPercent: numeric('discount_percent', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    price: money('price').notNull(),
    lineTotal: money('line_total').notNull(),
    vatPercent: numeric('vat_percent', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    /** Dye lots, comma separated as the lists show them. */
    batchNumbers: text('batch_numbers').notNull(),
    deliveryDate: isoDate('delivery_date'),
    openQuantity: quantity('open_quantity').notNull(),
    openAmount: money('open_amount').notNull(),
    /** The customer's line reference (commission). */
    lineReference: text('line_reference'),
    bomRole: text('bom_role', { enum: ['none', 'parent', 'component'] }).notNull(),
    baseKind: text('base_kind', { enum: DOCUMENT_KINDS }),
    baseDocumentId: integer('base_document_id'),
    baseLineNumber: integer('base_line_number'),
    remark: text('remark'),
    /** What quick search matches: the visible text columns of every list (D17). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`${salesDocumentLines.itemCode} || ' ' || ${salesDocumentLines.description} || ' ' || coalesce(${salesDocumentLines.collection}, '') || ' ' || ${salesDocumentLines.documentNumber}::text || ' ' || coalesce(${salesDocumentLines.documentReference}, '') || ' ' || coalesce(${salesDocumentLines.lineReference}, '') || ' ' || ${salesDocumentLines.batchNumbers}`,
      ),
  },
  // The list indexes are partial: they hold only the lines a list shows (no BOM components, D17, and
  // nothing cancelled). A list query repeats that predicate to use them.
  (t) => [
    primaryKey({ columns: [t.kind, t.documentId, t.lineNumber] }),
    index('sales_document_lines_list_idx')
      .on(
        t.customerCode,
        t.kind,
        t.documentDate.desc().nullsFirst(),
        t.documentId.desc().nullsFirst(),
        t.lineNumber,
      )
      .where(sql`bom_role <> 'component' and status <> 'cancelled'`),
    index('sales_document_lines_ship_to_idx')
      .on(
        t.customerCode,
        t.shipToId,
        t.kind,
        t.documentDate.desc().nullsFirst(),
        t.documentId.desc().nullsFirst(),
        t.lineNumber,
      )
      .where(sql`bom_role <> 'component' and status <> 'cancelled'`),
    // Quick search within one customer: customer code and trigrams in one GIN index (btree_gin), so a
    // common term such as a collection code is found among one customer's lines, not among everyone's.
    index('sales_document_lines_customer_search_idx').using(
      'gin',
      t.customerCode,
      sql`${t.searchText} gin_trgm_ops`,
    ),
    index('sales_document_lines_base_idx').on(t.baseKind, t.baseDocumentId),
  ],
);

/** Open invoices and unsettled credit notes (foundations: outstanding invoices). */
export const openItems = pgTable(
  'open_items',
  {
    /** salesDocumentKey: `invoice:123`. */
    id: text('id').primaryKey(),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    documentId: integer('document_id').notNull(),
    documentNumber: integer('document_number').notNull(),
    customerCode: text('customer_code').notNull(),
    description: text('description').notNull(),
    date: isoDate('date').notNull(),
    dueDate: isoDate('due_date').notNull(),
    currency: text('currency').notNull(),
    total: money('total').notNull(),
    openAmount: money('open_amount').notNull(),
    erpUpdatedAt: timestamp('erp_updated_at', { withTimezone: true }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What quick search matches of the item itself: its number and currency. The ERP's description is
     * English text the list does not show (the SPA words the item in the reader's language, D9), so it
     * is not searched; the document word and the reference are matched beside (repository).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`${openItems.documentNumber}::text || ' ' || ${openItems.currency}`),
  },
  (t) => [
    index('open_items_customer_idx').on(
      t.customerCode,
      t.date.desc().nullsFirst(),
      t.documentNumber.desc().nullsFirst(),
    ),
    // The list sorted by due date, either way (scanned backwards for the latest due first).
    index('open_items_customer_due_idx').on(t.customerCode, t.dueDate, t.documentNumber, t.id),
    index('open_items_customer_search_idx').using('gin', t.customerCode, sql`${t.searchText} gin_trgm_ops`),
  ],
);

export type SalesDocumentRow = typeof salesDocuments.$inferSelect;
export type SalesDocumentLineRow = typeof salesDocumentLines.$inferSelect;
export type OpenItemRow = typeof openItems.$inferSelect;
