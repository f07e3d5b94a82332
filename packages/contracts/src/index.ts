export * from './auth.js';
export * from './common.js';
export * from './dashboard.js';
export * from './dev-mailbox.js';
export * from './help-texts.js';
export * from './registrations.js';
export * from './settings.js';
