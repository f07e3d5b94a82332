// The mail module's public functions: the mails the portal sends, and the dev mailbox behind the mail port.
export { createDevMailbox, listMailbox } from './dev-mailbox.js';
export { renderMail, STAFF_LANGUAGE } from './mail-templates.js';
export { createSmtpMailer } from './smtp-mailer.js';
export { mailNotificationAddresses } from './staff-notices.js';
