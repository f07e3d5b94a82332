import { and, type Column, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedRowBy } from '../../db/prepared.js';
import { type NewUserRow, type UserRow, users } from './users.tables.js';

export const findUserById: (db: Db, id: string) => Promise<UserRow | undefined> = preparedRowBy(
  users,
  users.id,
  'user_by_id',
);

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updateUser(
  db: Db,
  id: string,
  values: Partial<Omit<NewUserRow, 'id' | 'email'>>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Whether any user exists (the demo seed fills only an empty database). */
export async function hasAnyUser(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(users);
  return (row?.value ?? 0) > 0;
}

/**
 * The e-mail of the user whose id is in `userId`, as an SQL expression another module's query can
 * select, search and filter on (the error log shows users by e-mail) without reading this module's table.
 */
export function userEmailSql(userId: Column | SQL): SQL<string | null> {
  return sql<string | null>`(select ${users.email} from ${users} where ${users.id} = ${userId})`;
}

export type DeliveryMailRecipient = Pick<UserRow, 'id' | 'customerCode'>;

/**
 * Who gets the shipping mail of these customers' new deliveries: their active Customer users who turned
 * it on in the profile. Staff never do, whatever customer code they carry.
 */
export async function findDeliveryMailRecipients(
  db: Db,
  customerCodes: readonly string[],
): Promise<DeliveryMailRecipient[]> {
  if (customerCodes.length === 0) return [];
  return db
    .select({ id: users.id, customerCode: users.customerCode })
    .from(users)
    .where(
      and(
        inArray(users.customerCode, [...customerCodes]),
        eq(users.role, 'Customer'),
        eq(users.isActive, true),
        eq(users.deliveryMails, true),
      ),
    );
}
