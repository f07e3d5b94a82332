import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from '../files/files.tables.js';

/**
 * "Current information" (foundations 2 "Customer documents"): a document is visible to a customer whose
 * code is in customer_codes or whose group is in customer_group_codes; URLs ending in .jpg or .png are
 * never listed. The administration (a later issue) edits these rows and uploads the files (D33).
 */
export const customerDocuments = pgTable(
  'customer_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The document type's name (collection book, price list…); the type list comes with the admin. */
    documentType: text('document_type'),
    /** A file the portal serves (/api/customer-documents/files/…) or an external URL. */
    url: text('url').notNull(),
    /** The uploaded file behind the URL (D33); null for an external URL and the demo's drawn PDFs. */
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    customerCodes: text('customer_codes').array().notNull().default(sql`'{}'::text[]`),
    customerGroupCodes: text('customer_group_codes').array().notNull().default(sql`'{}'::text[]`),
    /** Served inline instead of as a download (D7). */
    openInBrowser: boolean('open_in_browser').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_documents_customer_codes_idx').using('gin', t.customerCodes),
    index('customer_documents_group_codes_idx').using('gin', t.customerGroupCodes),
  ],
);

export type CustomerDocumentRow = typeof customerDocuments.$inferSelect;

/** Document types (administration 3): a name, optionally a language and a customer group. */
export const documentTypes = pgTable(
  'document_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    language: text('language', { enum: ['en', 'nl', 'de', 'fr'] }),
    customerGroupCode: text('customer_group_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_types_name_idx').on(t.name)],
);

export type DocumentTypeRow = typeof documentTypes.$inferSelect;
