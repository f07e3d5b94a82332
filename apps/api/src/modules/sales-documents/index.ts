// The sales-documents module's one door: the rest of the API imports only this file
// (docs/architecture.md, "Modules: one door, SQL in repositories").

export { requireScopedDocuments, type SelectedDocument } from './document-selection.js';
export { salesDocumentRoutes } from './sales-documents.routes.js';
export {
  applyOpenItems,
  applySalesDocuments,
  type DeliveredLine,
  existingDocumentIds,
  findDeliveredLinePage,
  findDeliveredLines,
  hasLineWithItem,
  latestDocuments,
  latestOpenItems,
  requireScopedDocument,
  shownLineCounts,
} from './sales-documents.service.js';
export type { SalesDocumentRow } from './sales-documents.tables.js';
