// The customer-documents module's one door: the rest of the API imports only this file
// (docs/architecture.md, "Modules: one door, SQL in repositories").

export { customerDocumentRoutes } from './customer-documents.routes.js';
export { seedDemoDocuments } from './customer-documents.service.js';
