import { DOCUMENT_KINDS } from '@selvedge/contracts';
import { customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  // node-postgres answers a Buffer, PGlite a Uint8Array.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * PDFs the ERP produced, so a second download does not ask the ERP again (D36). A row is valid while
 * the document's erp_updated_at in the read model equals the one it was made from; a changed document
 * gets a new PDF on its next download. `item_code` is '' when the file is not named after a line (D18).
 */
export const documentPdfs = pgTable(
  'document_pdfs',
  {
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    documentId: integer('document_id').notNull(),
    language: text('language').notNull(),
    itemCode: text('item_code').notNull(),
    fileName: text('file_name').notNull(),
    bytes: bytea('bytes').notNull(),
    /** The read model's erp_updated_at of the document when the PDF was made. */
    documentUpdatedAt: timestamp('document_updated_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.documentId, t.language, t.itemCode] })],
);

export type DocumentPdfRow = typeof documentPdfs.$inferSelect;
