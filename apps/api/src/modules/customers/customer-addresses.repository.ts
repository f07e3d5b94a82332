import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customerAddresses } from './customers.tables.js';
import { type ShipToAddressRow, type ShipToView, toShipToView } from './ship-to-view.js';

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
