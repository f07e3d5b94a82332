// Every table of the portal, for Drizzle's typed queries and drizzle-kit's migrations.
export * from '../modules/auth/auth.tables.js';
export * from '../modules/catalog/catalog.tables.js';
export * from '../modules/customer-documents/customer-documents.tables.js';
export * from '../modules/customers/customers.tables.js';
export * from '../modules/document-pdfs/document-pdfs.tables.js';
export * from '../modules/erp-sync/erp-sync.tables.js';
export * from '../modules/files/files.tables.js';
export * from '../modules/help-texts/help-texts.tables.js';
export * from '../modules/logs/logs.tables.js';
export * from '../modules/mail/mail.tables.js';
export * from '../modules/news/news.tables.js';
export * from '../modules/ordering/ordering.tables.js';
export * from '../modules/registrations/registrations.tables.js';
export * from '../modules/returns/returns.tables.js';
export * from '../modules/sales-documents/sales-documents.tables.js';
export * from '../modules/settings/settings.tables.js';
export * from '../modules/users/users.tables.js';
