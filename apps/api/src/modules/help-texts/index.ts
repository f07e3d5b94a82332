// The help-texts module's one door: the rest of the API imports only this file
// (docs/architecture.md, "Modules: one door, SQL in repositories").

export { insertMissingHelpTexts } from './help-texts.repository.js';
export { helpTextRoutes } from './help-texts.routes.js';
