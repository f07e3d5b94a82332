// The logs module's one door: the rest of the API imports only this file
// (docs/architecture.md, "Modules: one door, SQL in repositories").

export type { LogEvent } from './log-event.js';
export { countRecentErrors } from './logs.repository.js';
export { logRoutes } from './logs.routes.js';
export { type ContentChange, type LogInput, writeContentChange, writeLog } from './logs.service.js';
export { type OutboxLogLine, outboxLog, writeOutboxLog } from './outbox-log.js';
export { userActivationLine } from './user-log.js';
