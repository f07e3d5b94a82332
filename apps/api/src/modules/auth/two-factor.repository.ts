import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow } from '../../db/first-row.js';
import { recoveryCodes, rememberedDevices, secondFactors, signInChallenges } from './two-factor.tables.js';

export type SecondFactorRow = typeof secondFactors.$inferSelect;
export type SignInChallengeRow = typeof signInChallenges.$inferSelect;

export async function findSecondFactor(db: Db, userId: string): Promise<SecondFactorRow | undefined> {
  const [row] = await db.select().from(secondFactors).where(eq(secondFactors.userId, userId));
  return row;
}

/** A new secret for the user, not yet on (enrolment started): replaces one not yet confirmed. */
export async function startSecondFactor(db: Db, userId: string, secretEncrypted: string): Promise<void> {
  await db
    .insert(secondFactors)
    .values({ userId, secretEncrypted, enabledAt: null, lastUsedStep: null })
    .onConflictDoUpdate({
      target: secondFactors.userId,
      set: { secretEncrypted, enabledAt: null, lastUsedStep: null, createdAt: sql`now()` },
      // Never over a factor that is on: that one is turned off or reset first.
      setWhere: isNull(secondFactors.enabledAt),
    });
}

/**
 * Takes the code's step as the last used, only if it is later than the last one: of two requests with
 * the same code only one gets true (no replay, not even in parallel).
 */
export async function claimStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(secondFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(secondFactors.userId, userId),
        or(isNull(secondFactors.lastUsedStep), lt(secondFactors.lastUsedStep, step)),
      ),
    )
    .returning({ userId: secondFactors.userId });
  return rows.length === 1;
}

export async function enableSecondFactor(db: Db, userId: string, now: Date): Promise<void> {
  await db.update(secondFactors).set({ enabledAt: now }).where(eq(secondFactors.userId, userId));
}

/** Turned off or reset: the secret, the recovery codes and the remembered devices go. */
export async function deleteSecondFactor(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .delete(secondFactors)
    .where(eq(secondFactors.userId, userId))
    .returning({ userId: secondFactors.userId });
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await deleteRememberedDevicesOfUser(db, userId);
  return rows.length === 1;
}

/** The user's recovery codes are these from now on (the old ones no longer work). */
export async function replaceRecoveryCodes(db: Db, userId: string, codeHashes: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
  });
}

/** Uses a recovery code: true once per code (of two racing requests only one). */
export async function claimRecoveryCode(
  db: Db,
  userId: string,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ userId: recoveryCodes.userId });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

export async function insertRememberedDevice(
  db: Db,
  values: { tokenHash: string; userId: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(rememberedDevices).values(values);
}

/** A remembered device of this user still within its 30 days. */
export async function isDeviceRemembered(
  db: Db,
  tokenHash: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ tokenHash: rememberedDevices.tokenHash })
    .from(rememberedDevices)
    .where(
      and(
        eq(rememberedDevices.tokenHash, tokenHash),
        eq(rememberedDevices.userId, userId),
        gt(rememberedDevices.expiresAt, now),
      ),
    );
  return row !== undefined;
}

export async function deleteRememberedDevicesOfUser(db: Db, userId: string): Promise<void> {
  await db.delete(rememberedDevices).where(eq(rememberedDevices.userId, userId));
}

export async function insertSignInChallenge(
  db: Db,
  values: { tokenHash: string; userId: string; step: 'code' | 'enrol'; expiresAt: Date; createdAt: Date },
): Promise<void> {
  // One pending sign-in per user: a new password step ends an older one.
  await db.delete(signInChallenges).where(eq(signInChallenges.userId, values.userId));
  await db.insert(signInChallenges).values(values);
}

export function findSignInChallenge(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<SignInChallengeRow | undefined> {
  return firstRow(
    db,
    signInChallenges,
    and(eq(signInChallenges.tokenHash, tokenHash), gt(signInChallenges.expiresAt, now)),
  );
}

/** Ends a pending sign-in; true for the one request that ended it. */
export async function claimSignInChallenge(db: Db, tokenHash: string): Promise<boolean> {
  const rows = await db
    .delete(signInChallenges)
    .where(eq(signInChallenges.tokenHash, tokenHash))
    .returning({ tokenHash: signInChallenges.tokenHash });
  return rows.length === 1;
}

/** Old pending sign-ins and devices past their 30 days: removed now and then (auth.jobs). */
export async function deleteExpiredTwoFactorRows(db: Db, now: Date): Promise<void> {
  await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, now));
  await db.delete(rememberedDevices).where(lt(rememberedDevices.expiresAt, now));
}
