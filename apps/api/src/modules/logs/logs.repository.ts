import type { ListPage, LogEntryView, LogQuery } from '@selvedge/contracts';
import { and, count, desc, eq, gte, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { buildFilterCondition, containsPattern, type FilterableColumns } from '../../shared/filter-query.js';
import { userEmailSql } from '../users/index.js';
import { wordingOf } from './log-wording.js';
import { logEntries } from './logs.tables.js';

const userEmail = userEmailSql(logEntries.userId);
const realUserEmail = userEmailSql(logEntries.realUserId);

/**
 * The filter panel's columns of the error log (administration 2): id and reference id only alone,
 * the time only between two days. `user` matches the acting user and the real user behind a login-as.
 */
const filterable: FilterableColumns = {
  id: { kind: 'number', column: logEntries.id, isAlone: true },
  referenceId: { kind: 'text', column: logEntries.referenceId, isAlone: true },
  level: { kind: 'text', column: logEntries.level },
  event: { kind: 'text', column: logEntries.event },
  time: { kind: 'date', column: logEntries.createdAt },
  user: { kind: 'text', column: sql`concat_ws(' ', ${userEmail}, ${realUserEmail})` },
};

/** Log rows, newest first, by quick search (message, event, reference id) and the filter panel. */
export async function pageLogEntries(db: Db, query: LogQuery): Promise<ListPage<LogEntryView>> {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    const matches = or(
      ilike(logEntries.message, pattern),
      ilike(logEntries.event, pattern),
      ilike(logEntries.referenceId, pattern),
    );
    if (matches) conditions.push(matches);
  }
  const filtered = query.filter ? buildFilterCondition(filterable, query.filter) : undefined;
  if (filtered) conditions.push(filtered);
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [total] = await db.select({ value: count() }).from(logEntries).where(where);
  const rows = await db
    .select({
      id: logEntries.id,
      level: logEntries.level,
      event: logEntries.event,
      createdAt: logEntries.createdAt,
      user: userEmail,
      realUser: realUserEmail,
      referenceId: logEntries.referenceId,
      message: logEntries.message,
    })
    .from(logEntries)
    .where(where)
    .orderBy(desc(logEntries.createdAt), desc(logEntries.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    rows: rows.map(({ createdAt, ...row }) => ({
      ...row,
      time: createdAt.toISOString(),
      wording: wordingOf(row.event, row.message),
    })),
    total: total?.value ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function insertLogEntry(db: Db, values: typeof logEntries.$inferInsert): Promise<void> {
  await db.insert(logEntries).values(values);
}

export async function countRecentErrors(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(logEntries)
    .where(and(eq(logEntries.level, 'error'), gte(logEntries.createdAt, since)));
  return row?.value ?? 0;
}
