// The settings module's one door: the rest of the API imports only this file
// (docs/architecture.md, "Modules: one door, SQL in repositories").

export { letterheadRoutes } from './letterhead.routes.js';
export {
  EMPTY_LETTERHEAD,
  findLetterheadLogo,
  getLetterhead,
  saveLetterhead,
  seedDemoLetterhead,
} from './letterhead.service.js';
export { addNotificationEmail, listNotificationEmails } from './notification-emails.repository.js';
export { settingsRoutes } from './settings.routes.js';
export {
  defaultMaintenanceTexts,
  getMaintenance,
  getTwoFactorSettings,
  listExcludedItemGroups,
  saveMaintenance,
  saveTwoFactorSettings,
  termsOfDeliveryFor,
} from './settings.service.js';
