import { and, eq, ne, or } from 'drizzle-orm';
import type { AppConfig } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { sessions } from './auth.tables.js';

export type SessionRow = typeof sessions.$inferSelect;

/**
 * When a session seen at `now` and signed in at `createdAt` ends: after the idle time without requests,
 * but never later than the absolute lifetime from sign-in, however active (SESSION_MAX_DAYS).
 */
export function sessionExpiry(
  config: Pick<AppConfig, 'sessionIdleHours' | 'sessionMaxDays'>,
  now: Date,
  createdAt: Date,
): Date {
  return new Date(
    Math.min(
      now.getTime() + config.sessionIdleHours * 3_600_000,
      maxLifetimeEnd(config, createdAt).getTime(),
    ),
  );
}

const maxLifetimeMs = (config: Pick<AppConfig, 'sessionMaxDays'>) => config.sessionMaxDays * 86_400_000;

/** The absolute end of a session signed in at `createdAt`. */
function maxLifetimeEnd(config: Pick<AppConfig, 'sessionMaxDays'>, createdAt: Date): Date {
  return new Date(createdAt.getTime() + maxLifetimeMs(config));
}

/** The earliest sign-in of a session still within its absolute lifetime at `now`. */
export function earliestLiveSignIn(config: Pick<AppConfig, 'sessionMaxDays'>, now: Date): Date {
  return new Date(now.getTime() - maxLifetimeMs(config));
}

/** A new session; its times come from the app's clock (the tests move it), never the database's. */
export async function insertSession(
  db: Db,
  values: {
    tokenHash: string;
    userId: string;
    /** The ship-to the session starts scoped to (D2); null: none yet. */
    shipToId: string | null;
    createdAt: Date;
    lastSeenAt: Date;
    expiresAt: Date;
    /** When the user passed their second factor for this sign-in (ADR-035); absent: not asked. */
    secondFactorAt?: Date | null;
  },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The session's ship-to choice (D2): the scope of its lists from the next request on. */
export async function setSessionShipTo(db: Db, tokenHash: string, shipToId: string): Promise<void> {
  await db.update(sessions).set({ shipToId }).where(eq(sessions.tokenHash, tokenHash));
}

/**
 * Who the session is: `userId` as seen by every request, `realUserId` the administrator or sales user
 * acting as them (login-as, D5; null: nobody acts), `shipToId` the scope chosen (D2).
 */
export async function setSessionUser(
  db: Db,
  tokenHash: string,
  who: { userId: string; realUserId: string | null; shipToId: string | null },
): Promise<void> {
  await db.update(sessions).set(who).where(eq(sessions.tokenHash, tokenHash));
}

export async function touchSession(db: Db, tokenHash: string, now: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/**
 * Gives a session a new token in place: user, login-as and sign-in time stay, the old token no longer
 * names anything.
 */
export async function rotateSessionToken(db: Db, oldTokenHash: string, newTokenHash: string): Promise<void> {
  await db.update(sessions).set({ tokenHash: newTokenHash }).where(eq(sessions.tokenHash, oldTokenHash));
}

/** Ends every session of a user, as themselves or acting as them, except the one kept (D3). */
export async function deleteSessionsOfUser(db: Db, userId: string, keepTokenHash?: string): Promise<void> {
  const ofUser = or(eq(sessions.userId, userId), eq(sessions.realUserId, userId));
  await db
    .delete(sessions)
    .where(keepTokenHash ? and(ofUser, ne(sessions.tokenHash, keepTokenHash)) : ofUser);
}

/** When the session's signed-in user passed their own second factor; null: never in this session. */
export async function findSessionSecondFactor(db: Db, tokenHash: string): Promise<Date | null> {
  const [row] = await db
    .select({ secondFactorAt: sessions.secondFactorAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash));
  return row?.secondFactorAt ?? null;
}

/** The session's user passed their second factor now (enrolled from the profile; ADR-035). */
export async function setSessionSecondFactor(db: Db, tokenHash: string, at: Date): Promise<void> {
  await db.update(sessions).set({ secondFactorAt: at }).where(eq(sessions.tokenHash, tokenHash));
}
