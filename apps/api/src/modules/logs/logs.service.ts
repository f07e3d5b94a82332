import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { RequestContext } from '../../shared/context.js';
import { storableData, storableText } from '../../shared/storable-text.js';
import { logEntries } from './logs.tables.js';

export type LogLevel = 'error' | 'warn' | 'info';

/** Business events and errors written to the log table (D31). */
export type LogEvent =
  | 'SIGN_IN'
  | 'SIGN_IN_FAILED'
  | 'SIGN_OUT'
  | 'PASSWORD_CHANGED'
  | 'PASSWORD_RESET_REQUESTED'
  | 'PASSWORD_RESET'
  | 'PASSWORD_RESET_FAILED'
  | 'PROFILE_UPDATED'
  | 'REGISTRATION_RECEIVED'
  | 'MAINTENANCE_CHANGED'
  /** The demo ERP's outage switch. */
  | 'DEMO_ERP_SWITCHED'
  | 'SETTINGS_CHANGED'
  | 'REGISTRATION_APPROVED'
  | 'REGISTRATION_DELETED'
  | 'RATE_LIMITED'
  | 'MAIL_FAILED'
  | 'ERP_FAILED'
  | 'SHIP_TO_CHOSEN'
  | 'USER_CREATED'
  | 'USER_UPDATED'
  | 'USER_DELETED'
  | 'USER_ACTIVATED'
  | 'USER_DEACTIVATED'
  | 'USER_PASSWORD_SET'
  | 'LOGIN_AS_STARTED'
  | 'LOGIN_AS_ENDED'
  /** A changing request made while acting as another user (D5: every action is logged with both). */
  | 'ACTING_REQUEST'
  /** Content administration (administration 2-5): created, updated or deleted, named in the message. */
  | 'NEWS_CHANGED'
  | 'HELP_TEXT_CHANGED'
  | 'DOCUMENT_CHANGED'
  | 'DOCUMENT_TYPE_CHANGED'
  | 'FILE_UPLOADED'
  /** The order outbox (ADR-031): every outcome of an attempt, and what customers and staff did. */
  | 'ORDER_PLACED'
  | 'ORDER_QUEUED'
  | 'ORDER_REJECTED'
  | 'ORDER_PLACEMENT_FAILED'
  | 'ORDER_FAILED'
  | 'ORDER_WITHDRAWN'
  | 'ORDER_RETRIED'
  | 'ORDER_HANDED_BACK'
  /** The returns outbox (ADR-031), likewise. */
  | 'RETURN_SENT'
  | 'RETURN_QUEUED'
  | 'RETURN_REJECTED'
  | 'RETURN_SEND_FAILED'
  | 'RETURN_FAILED'
  | 'UNHANDLED_ERROR';

export interface LogInput {
  level: LogLevel;
  event: LogEvent;
  message: string;
  referenceId?: string | null;
  data?: Record<string, unknown>;
  /** Overrides the user of the context, e.g. for a failed sign-in that has no session. */
  userId?: string | null;
}

/** Keys whose values never reach the log, whatever the caller passes (D31). */
const secretKeys = /pass|token|secret|cookie|authorization/i;

function redact(data: Record<string, unknown> | undefined): Record<string, unknown> | null {
  if (!data) return null;
  // Stored text only: a NUL or a lone surrogate from a bad request must not make the log row fail.
  return storableData(
    Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, secretKeys.test(key) ? '[redacted]' : value]),
    ),
  ) as Record<string, unknown>;
}

export async function writeLog(db: Db, ctx: RequestContext | null, input: LogInput): Promise<void> {
  await db.insert(logEntries).values({
    level: input.level,
    event: input.event,
    message: storableText(input.message),
    referenceId: input.referenceId ?? ctx?.requestId ?? null,
    userId: input.userId !== undefined ? input.userId : (ctx?.user?.id ?? null),
    realUserId: ctx?.realUser?.id ?? null,
    data: redact(input.data),
  });
}

export async function countRecentErrors(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(logEntries)
    .where(and(eq(logEntries.level, 'error'), gte(logEntries.createdAt, since)));
  return row?.value ?? 0;
}
