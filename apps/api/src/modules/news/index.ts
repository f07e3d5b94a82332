// The news module's one door: the rest of the API imports only this file
// (docs/architecture.md, "Modules: one door, SQL in repositories").

export { seedDemoNews } from './demo-news.js';
export { newsRoutes } from './news.routes.js';
