import { ADMIN_PAGE_SIZE, type RegistrationRequest } from '@selvedge/contracts';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../shared/filter-query.js';
import { registrationRequests } from './registrations.tables.js';

export type RegistrationRow = typeof registrationRequests.$inferSelect;

const isPendingWithId = (id: string) =>
  and(eq(registrationRequests.id, id), eq(registrationRequests.status, 'pending'));

export async function insertRegistration(
  db: Db,
  values: RegistrationRequest & { language: RegistrationRow['language'] },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(registrationRequests)
    .values(values)
    .returning({ id: registrationRequests.id });
  if (!row) throw new Error('insert into registration_requests returned no row');
  return row;
}

export async function countPendingRegistrations(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(registrationRequests)
    .where(eq(registrationRequests.status, 'pending'));
  return row?.value ?? 0;
}

/** A page of pending requests, newest first, whose names, company, e-mail or city contain `search`. */
export async function pagePendingRows(
  db: Db,
  search: string | undefined,
  page: number,
): Promise<{ rows: RegistrationRow[]; total: number }> {
  const conditions: SQL[] = [eq(registrationRequests.status, 'pending')];
  if (search) {
    const pattern = containsPattern(search);
    const matches = or(
      ilike(registrationRequests.firstName, pattern),
      ilike(registrationRequests.lastName, pattern),
      ilike(registrationRequests.companyName, pattern),
      ilike(registrationRequests.email, pattern),
      ilike(registrationRequests.city, pattern),
    );
    if (matches) conditions.push(matches);
  }
  const where = and(...conditions);
  const [total] = await db.select({ value: count() }).from(registrationRequests).where(where);
  const rows = await db
    .select()
    .from(registrationRequests)
    .where(where)
    .orderBy(desc(registrationRequests.createdAt), desc(registrationRequests.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  return { rows, total: total?.value ?? 0 };
}

export async function findPendingRegistration(db: Db, id: string): Promise<RegistrationRow | undefined> {
  const [row] = await db.select().from(registrationRequests).where(isPendingWithId(id)).limit(1);
  return row;
}

/** Marks a pending request approved; false when it is no longer pending (another administrator was first). */
export async function claimPendingRegistration(db: Db, id: string): Promise<boolean> {
  const claimed = await db
    .update(registrationRequests)
    .set({ status: 'approved' })
    .where(isPendingWithId(id))
    .returning({ id: registrationRequests.id });
  return claimed.length > 0;
}

/** Makes a claimed request pending again (its user could not be created). */
export async function reopenRegistration(db: Db, id: string): Promise<void> {
  await db.update(registrationRequests).set({ status: 'pending' }).where(eq(registrationRequests.id, id));
}

export async function deletePendingRegistration(db: Db, id: string): Promise<RegistrationRow | undefined> {
  const [row] = await db.delete(registrationRequests).where(isPendingWithId(id)).returning();
  return row;
}
