// The mail module's public functions: the mails the portal sends, and the dev mailbox behind the mail port.
export { createDevMailbox, listMailbox } from './dev-mailbox.js';
export { renderMail } from './mail-templates.js';
export { createSmtpMailer } from './smtp-mailer.js';
