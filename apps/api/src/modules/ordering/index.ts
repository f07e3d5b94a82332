// The ordering module's one door: the rest of the API imports only this file
// (docs/architecture.md, "Modules: one door, SQL in repositories").

export { addressBookRoutes } from './address-book.routes.js';
export { addLinesInBulk, type BulkLineInput } from './bulk-lines.js';
export { unorderableLines } from './draft-recheck.js';
export { itemRoutes } from './items.routes.js';
export { currentDraft, type OrderingCaller, orderingCaller } from './order-drafts.service.js';
export { saveLine } from './order-lines.service.js';
export { summariseWaitingDrafts } from './order-outbox.repository.js';
export { countOrderQueue } from './order-outbox-actions.service.js';
export { orderQueueRoutes } from './order-queue.routes.js';
export { orderingJobs } from './ordering.jobs.js';
export { orderingRoutes } from './ordering.routes.js';
export { quickOrderRoutes } from './quick-order.routes.js';
export { reorderRoutes } from './reorder.routes.js';
export { stockCheckRoutes } from './stock-check.routes.js';
