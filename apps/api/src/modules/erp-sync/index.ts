// The erp-sync module's one door: the rest of the API imports only this file
// (docs/architecture.md, "Modules: one door, SQL in repositories").

export { erpSyncJobs, requestCustomerSync, requestFeedSync, requestFullSync } from './erp-sync.jobs.js';
export { feedOverview, haveFeedsSynced } from './erp-sync.runs.js';
export { SYNC_ORDER, syncAllFeeds, syncCustomer } from './erp-sync.service.js';
export { lastSucceededAt } from './erp-sync-state.repository.js';
export type { FeedOverview, FeedProblem } from './feed-status.js';
