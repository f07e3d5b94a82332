import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
import { sessions } from './auth.tables.js';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(
  db: Db,
  values: { tokenHash: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

const liveSession = preparedPer((db) =>
  db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_live'),
);

export async function findLiveSession(db: Db, tokenHash: string, now: Date): Promise<SessionRow | undefined> {
  const [row] = await liveSession(db).execute({ tokenHash, now });
  return row;
}

export async function touchSession(db: Db, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user, as themselves or acting as them, except the one kept (D3). */
export async function deleteSessionsOfUser(db: Db, userId: string, keepTokenHash?: string): Promise<void> {
  const ofUser = or(eq(sessions.userId, userId), eq(sessions.realUserId, userId));
  await db
    .delete(sessions)
    .where(keepTokenHash ? and(ofUser, ne(sessions.tokenHash, keepTokenHash)) : ofUser);
}
