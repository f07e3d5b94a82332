// The ERP port (D35): what the portal asks of an ERP, in the portal's own vocabulary. The contract
// suite every adapter passes is a separate export, `@selvedge/erp/contract`, since it imports vitest.
export * from './availability.js';
export * from './calendar.js';
export * from './document-parts.js';
export * from './erp.errors.js';
export type * from './erp.port.js';
export * from './erp.types.js';
export * from './pdf-file-name.js';
export * from './pull-request.js';
export * from './quantity.js';
export * from './resilience.js';
export * from './ship-to-fields.js';
