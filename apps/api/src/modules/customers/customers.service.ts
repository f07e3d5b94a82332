import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
import {
  type CustomerAddressRow,
  type CustomerRow,
  customerAddresses,
  customers,
} from './customers.tables.js';

export { searchCustomerCodes, unknownCustomerCodes } from './customer-picker.js';
export { applyBusinessPartners } from './customers.sync.js';

export type { CustomerRow };

const customerByCode = preparedPer((db) =>
  db
    .select()
    .from(customers)
    .where(eq(customers.code, sql.placeholder('code')))
    .limit(1)
    .prepare('customer_by_code'),
);

export async function findCustomer(db: Db, code: string): Promise<CustomerRow | undefined> {
  const [row] = await customerByCode(db).execute({ code });
  return row;
}

export async function upsertCustomer(db: Db, values: typeof customers.$inferInsert): Promise<void> {
  await db
    .insert(customers)
    .values(values)
    .onConflictDoUpdate({ target: customers.code, set: { ...values, syncedAt: new Date() } });
}

export type ShipToAddressRow = Pick<
  CustomerAddressRow,
  'id' | 'name' | 'street' | 'streetNo' | 'zipCode' | 'city' | 'country'
>;

/** The columns of a ship-to address a screen shows (also selected by the request context). */
export const shipToColumns = {
  id: customerAddresses.id,
  name: customerAddresses.name,
  street: customerAddresses.street,
  streetNo: customerAddresses.streetNo,
  zipCode: customerAddresses.zipCode,
  city: customerAddresses.city,
  country: customerAddresses.country,
};

/** The customer's ERP ship-to addresses (D2), in a stable order. */
export async function listShipToAddresses(db: Db, customerCode: string): Promise<ShipToAddressRow[]> {
  return db
    .select(shipToColumns)
    .from(customerAddresses)
    .where(and(eq(customerAddresses.customerCode, customerCode), eq(customerAddresses.kind, 'shipTo')))
    .orderBy(asc(customerAddresses.id));
}

export interface ShipToView {
  id: string;
  name: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
}

export const toShipToView = (row: ShipToAddressRow): ShipToView => ({
  id: row.id,
  name: row.name,
  street: row.streetNo ? `${row.street} ${row.streetNo}` : row.street,
  zipCode: row.zipCode,
  city: row.city,
  country: row.country,
});

/** The customer's bill-to address (the order screen's read-only block), when the ERP has one. */
export async function findBillToAddress(db: Db, customerCode: string): Promise<ShipToView | undefined> {
  const [row] = await db
    .select(shipToColumns)
    .from(customerAddresses)
    .where(and(eq(customerAddresses.customerCode, customerCode), eq(customerAddresses.kind, 'billTo')))
    .orderBy(asc(customerAddresses.id))
    .limit(1);
  return row ? toShipToView(row) : undefined;
}

/**
 * Writes an address the ERP has just saved into the read model at once (the address book), so the
 * list shows it before the next sync; `previousId` is the address's id before a rename.
 */
export async function storeShipToAddress(
  db: Db,
  customerCode: string,
  address: ShipToAddressRow,
  previousId: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (previousId && previousId !== address.id) {
      await tx
        .delete(customerAddresses)
        .where(
          and(
            eq(customerAddresses.customerCode, customerCode),
            eq(customerAddresses.kind, 'shipTo'),
            eq(customerAddresses.id, previousId),
          ),
        );
    }
    const values = { ...address, customerCode, kind: 'shipTo' as const, block: null };
    await tx
      .insert(customerAddresses)
      .values(values)
      .onConflictDoUpdate({
        target: [customerAddresses.customerCode, customerAddresses.kind, customerAddresses.id],
        set: values,
      });
  });
}
