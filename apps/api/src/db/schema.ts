// Every table of the portal, for Drizzle's typed queries and drizzle-kit's migrations.
export * from '../modules/auth/auth.tables.js';
export * from '../modules/customers/customers.tables.js';
export * from '../modules/help-texts/help-texts.tables.js';
export * from '../modules/logs/logs.tables.js';
export * from '../modules/mail/mail.tables.js';
export * from '../modules/registrations/registrations.tables.js';
export * from '../modules/settings/settings.tables.js';
export * from '../modules/users/users.tables.js';
