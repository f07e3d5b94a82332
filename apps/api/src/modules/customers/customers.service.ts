import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedPer } from '../../db/prepared.js';
import {
  type CustomerAddressRow,
  type CustomerRow,
  customerAddresses,
  customers,
} from './customers.tables.js';

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

const shipToColumns = {
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

export async function findShipToAddress(
  db: Db,
  customerCode: string,
  id: string,
): Promise<ShipToAddressRow | undefined> {
  const [row] = await db
    .select(shipToColumns)
    .from(customerAddresses)
    .where(
      and(
        eq(customerAddresses.customerCode, customerCode),
        eq(customerAddresses.kind, 'shipTo'),
        eq(customerAddresses.id, id),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Whose data a Customer or Sales session sees (D2): the customer code bound to the user and, for an
 * export customer with a stored ship-to choice that still exists, that ship-to. Null when the user has
 * no customer or the ERP no longer has it (the sync marks it inactive): such a session sees no data.
 */
export interface CustomerScope {
  customerCode: string;
  shipToId: string | null;
}

export async function resolveCustomerScope(
  db: Db,
  customerCode: string | null,
  storedShipToId: string | null,
): Promise<CustomerScope | null> {
  if (!customerCode) return null;
  const customer = await findCustomer(db, customerCode);
  if (!customer?.isActive) return null;
  return { customerCode, shipToId: await effectiveShipToId(db, customer, storedShipToId) };
}

/** The stored choice when it applies: export customers only, and only while the ERP still has the address. */
export async function effectiveShipToId(
  db: Db,
  customer: CustomerRow,
  storedShipToId: string | null,
): Promise<string | null> {
  if (!customer.isExport || !storedShipToId) return null;
  return (await findShipToAddress(db, customer.code, storedShipToId)) ? storedShipToId : null;
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

/**
 * The session's ship-to state (foundations 2 "Export customers", D2): the chosen address of an export
 * customer, and whether a Customer must choose one first (no valid choice stored, more than one address).
 */
export async function shipToStateOf(
  db: Db,
  role: string,
  customer: CustomerRow | undefined,
  storedShipToId: string | null,
): Promise<{ shipTo: ShipToView | null; mustChooseShipTo: boolean }> {
  if (!customer?.isExport || !customer.isActive) return { shipTo: null, mustChooseShipTo: false };
  const addresses = await listShipToAddresses(db, customer.code);
  const chosen = storedShipToId ? addresses.find((address) => address.id === storedShipToId) : undefined;
  return {
    shipTo: chosen ? toShipToView(chosen) : null,
    mustChooseShipTo: role === 'Customer' && !chosen && addresses.length > 1,
  };
}
