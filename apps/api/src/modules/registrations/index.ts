// The registrations module's one door: the rest of the API imports only this file
// (docs/architecture.md, "Modules: one door, SQL in repositories").

export { countPendingRegistrations } from './registrations.repository.js';
export { registrationRoutes } from './registrations.routes.js';
