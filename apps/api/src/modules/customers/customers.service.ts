import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type CustomerRow, customers } from './customers.tables.js';

export type { CustomerRow };

export async function findCustomer(db: Db, code: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.code, code)).limit(1);
  return row;
}

export async function upsertCustomer(db: Db, values: typeof customers.$inferInsert): Promise<void> {
  await db
    .insert(customers)
    .values(values)
    .onConflictDoUpdate({ target: customers.code, set: { ...values, syncedAt: new Date() } });
}
