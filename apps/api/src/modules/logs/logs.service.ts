import type { Db } from '../../db/client.js';
import type { RequestContext } from '../../shared/context.js';
import { storableData, storableText } from '../../shared/storable-text.js';
import type { LogEvent, LogLevel } from './log-event.js';
import { insertLogEntry } from './logs.repository.js';

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
  await insertLogEntry(db, {
    level: input.level,
    event: input.event,
    message: storableText(input.message),
    referenceId: input.referenceId ?? ctx?.requestId ?? null,
    userId: input.userId !== undefined ? input.userId : (ctx?.user?.id ?? null),
    realUserId: ctx?.realUser?.id ?? null,
    data: redact(input.data),
  });
}

/** The events of an administrator's change to the portal's content, and how their messages name it. */
const contentNames = {
  NEWS_CHANGED: 'News',
  HELP_TEXT_CHANGED: 'Help text',
  DOCUMENT_CHANGED: 'Document',
  DOCUMENT_TYPE_CHANGED: 'Document type',
} as const satisfies Partial<Record<LogEvent, string>>;

export interface ContentChange {
  event: keyof typeof contentNames;
  action: 'created' | 'updated' | 'deleted';
  /** The changed row's id under its own key (`newsId`, `documentId`, …). */
  id: Record<string, string>;
  /** Its subject, page or name, as the message shows it. */
  name: string;
}

/** Logs a change to content as an info row, "News created: <subject>" (log-wording.ts reads it back). */
export function writeContentChange(db: Db, ctx: RequestContext, change: ContentChange): Promise<void> {
  return writeLog(db, ctx, {
    level: 'info',
    event: change.event,
    message: `${contentNames[change.event]} ${change.action}: ${change.name}`,
    data: { ...change.id, action: change.action },
  });
}
