import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow } from '../../db/first-row.js';
import { type UserRow, users } from './users.tables.js';

/**
 * A customer's own users, as its customer administrators see them (ADR-034): Customer users bound to
 * that customer code only. Staff (Sales users carry a customer code too) and other customers' users
 * are never in it.
 */
const ofCustomer = (customerCode: string) =>
  and(eq(users.customerCode, customerCode), eq(users.role, 'Customer'));

/** Every Customer user of a customer: active first, then by name. */
export async function listCustomerUsers(db: Db, customerCode: string): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(ofCustomer(customerCode))
    .orderBy(desc(users.isActive), asc(users.firstName), asc(users.lastName), asc(users.email));
}

/** One Customer user of a customer; undefined for anyone else's user (the caller answers 404, D2). */
export function findCustomerUser(db: Db, customerCode: string, id: string): Promise<UserRow | undefined> {
  return firstRow(db, users, and(ofCustomer(customerCode), eq(users.id, id)));
}

/**
 * Changes a Customer user of a customer, under the same scope as the read (the write itself cannot reach
 * another customer's user, whatever the service decided).
 */
export async function updateCustomerUser(
  db: Db,
  customerCode: string,
  id: string,
  values: Partial<Pick<UserRow, 'canCreateOrder' | 'showPrice' | 'isCustomerAdmin' | 'isActive'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofCustomer(customerCode), eq(users.id, id)))
    .returning();
  return row;
}

/** The advisory lock's first key, of a customer's user administration (the second is the customer's). */
const COLLEAGUES_LOCK = 3407;

/**
 * Serialises the changes of one customer's users, so that two administrators taking each other's right
 * at the same moment cannot both succeed (each checks, under the lock, that they still hold it).
 */
export async function lockCustomerUsers(db: Db, customerCode: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${COLLEAGUES_LOCK}, hashtext(${customerCode}))`);
}
