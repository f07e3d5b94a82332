import { eq } from 'drizzle-orm';
import { users } from '../../src/modules/users/users.tables.js';
import type { TestPortal } from './harness.js';

/**
 * Runs `run` while the user of `email` holds the create-order claim (`isHeld`) or not, written directly
 * in the database, and sets it back to the opposite afterwards however `run` ends: the tests change a
 * demo user's claim from what the seed gave it.
 */
export async function withCreateOrderClaim(
  portal: TestPortal,
  email: string,
  isHeld: boolean,
  run: () => Promise<void>,
): Promise<void> {
  const setClaim = (canCreateOrder: boolean) =>
    portal.database.db.update(users).set({ canCreateOrder }).where(eq(users.email, email));
  await setClaim(isHeld);
  try {
    await run();
  } finally {
    await setClaim(!isHeld);
  }
}
