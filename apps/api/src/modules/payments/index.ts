// The payments module's one door: the rest of the API imports only this file
// (docs/architecture.md, "Modules: one door, SQL in repositories").

export { paymentsJobs } from './payments.jobs.js';
export { paymentRoutes } from './payments.routes.js';
