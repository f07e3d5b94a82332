import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedRowBy } from '../../db/prepared.js';
import { containsPattern } from '../../shared/filter-query.js';
import { type CustomerRow, customers } from './customers.tables.js';

export const findCustomer: (db: Db, code: string) => Promise<CustomerRow | undefined> = preparedRowBy(
  customers,
  customers.code,
  'customer_by_code',
);

export async function upsertCustomer(db: Db, values: typeof customers.$inferInsert): Promise<void> {
  await db
    .insert(customers)
    .values(values)
    .onConflictDoUpdate({ target: customers.code, set: { ...values, syncedAt: new Date() } });
}

/** Active customers whose code or name contains the search, by code (for pickers of the administration). */
export async function searchCustomerCodes(
  db: Db,
  search: string,
  limit = 50,
): Promise<Array<{ code: string; name: string }>> {
  const pattern = containsPattern(search);
  return db
    .select({ code: customers.code, name: customers.name })
    .from(customers)
    .where(
      and(
        eq(customers.isActive, true),
        search ? or(ilike(customers.code, pattern), ilike(customers.name, pattern)) : undefined,
      ),
    )
    .orderBy(asc(customers.code))
    .limit(limit);
}

/** The codes of `codes` the read model does not know. */
export async function unknownCustomerCodes(db: Db, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ code: customers.code })
    .from(customers)
    .where(inArray(customers.code, [...codes]));
  const known = new Set(rows.map((row) => row.code));
  return codes.filter((code) => !known.has(code));
}

/** Names of these customers, by code. */
export async function customerNames(db: Db, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: customers.code, name: customers.name })
    .from(customers)
    .where(inArray(customers.code, [...codes]));
  return new Map(rows.map((row) => [row.code, row.name]));
}
