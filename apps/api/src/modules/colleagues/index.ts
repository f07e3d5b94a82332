// The colleagues module's one door: the rest of the API imports only this file
// (docs/architecture.md, "Modules: one door, SQL in repositories").

export { colleaguesJobs } from './colleagues.jobs.js';
export { colleagueRoutes } from './colleagues.routes.js';
