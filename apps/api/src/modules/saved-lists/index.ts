// The saved-lists module's one door: the rest of the API imports only this file
// (docs/architecture.md, "Modules: one door, SQL in repositories").

export { savedListRoutes } from './saved-lists.routes.js';
