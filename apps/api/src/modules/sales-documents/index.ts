// The sales-documents module's one door: the rest of the API imports only this file
// (docs/architecture.md, "Modules: one door, SQL in repositories").

export { DELIVERY_MAIL_QUEUE, type DeliveryMailJob } from './delivery-mail-outbox.js';
export { requireScopedDocuments, type SelectedDocument } from './document-selection.js';
export {
  findReorderSource,
  type ReorderSource,
  type ReorderSourceKind,
  type ReorderSourceLine,
} from './reorder-source.js';
export { salesDocumentsJobs } from './sales-documents.jobs.js';
export { findOpenInvoices } from './sales-documents.repository.js';
export { salesDocumentRoutes } from './sales-documents.routes.js';
export {
  allOpenItems,
  applyOpenItems,
  applySalesDocuments,
  type DeliveredLine,
  existingDocumentIds,
  findDeliveredLinePage,
  findDeliveredLines,
  hasLineWithItem,
  latestDocuments,
  latestOpenItems,
  type OpenItemWithTotal,
  requireScopedDocument,
  scopedDocumentIds,
  shownLineCounts,
} from './sales-documents.service.js';
export type { OpenItemRow, SalesDocumentRow } from './sales-documents.tables.js';
