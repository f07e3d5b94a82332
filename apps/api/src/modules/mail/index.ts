// The mail module's one door: the rest of the API imports only this file
// (docs/architecture.md, "Modules: one door, SQL in repositories").

export { devMailboxRoutes } from './dev-mailbox.routes.js';
export {
  createDevMailbox,
  createSmtpMailer,
  mailNotificationAddresses,
  renderMail,
  STAFF_LANGUAGE,
} from './mail.service.js';
