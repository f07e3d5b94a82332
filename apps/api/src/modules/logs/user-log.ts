import type { LogEvent } from './log-event.js';

/**
 * A user switched on or off, by an administrator (user-admin) or the customer's own administrator
 * (colleagues): one wording, because the error log reads the line back for the reader's language in this
 * form (log-wording.ts).
 */
export function userActivationLine(
  actorEmail: string,
  isActive: boolean,
  targetEmail: string,
): { event: LogEvent; message: string } {
  return isActive
    ? { event: 'USER_ACTIVATED', message: `${actorEmail} activated ${targetEmail}` }
    : { event: 'USER_DEACTIVATED', message: `${actorEmail} deactivated ${targetEmail}` };
}
