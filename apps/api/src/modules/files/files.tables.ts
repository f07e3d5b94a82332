import { customType, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  // node-postgres answers a Buffer, PGlite a Uint8Array.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Files uploaded by administrators (news images, documents; D7, D33). Kept in the database, not on a
 * local disk, so every instance of the API serves the same files.
 */
export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The name it was uploaded under, cleaned; used only for Content-Disposition. */
  fileName: text('file_name').notNull(),
  /** Decided from the bytes (files.service sniffContentType), never from the name. */
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  uploadedBy: uuid('uploaded_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type StoredFileRow = typeof storedFiles.$inferSelect;
