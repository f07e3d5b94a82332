// The returns module's one door: the rest of the API imports only this file
// (docs/architecture.md, "Modules: one door, SQL in repositories").

export { returnsJobs } from './returns.jobs.js';
export { summariseWaitingRequests } from './returns.repository.js';
export { returnRoutes } from './returns.routes.js';
