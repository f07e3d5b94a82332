import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow } from '../../db/first-row.js';
import { passwordResetTokens } from './auth.tables.js';

export async function insertResetToken(
  db: Db,
  values: { tokenHash: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetTokens).values(values);
}

/** The token of this hash if it is unused and not expired at `now`. */
export function findUsableResetToken(db: Db, tokenHash: string, now: Date) {
  return firstRow(
    db,
    passwordResetTokens,
    and(
      eq(passwordResetTokens.tokenHash, tokenHash),
      isNull(passwordResetTokens.usedAt),
      gt(passwordResetTokens.expiresAt, now),
    ),
  );
}

/** Marks the token used; false when another request used it first (only one gets the row back). */
export async function claimResetToken(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt)))
    .returning({ userId: passwordResetTokens.userId });
  return claimed.length > 0;
}
