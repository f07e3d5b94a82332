import type { BusinessPartner } from '@selvedge/erp';
import { and, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bulkWrite } from '../../db/upsert.js';
import { customerAddresses, customers } from './customers.tables.js';

/**
 * Applies a page of the businessPartners feed to the read model (called inside the sync's transaction).
 * A partner's addresses are replaced as a whole; a partner the ERP no longer has becomes inactive, so
 * the portal users bound to it keep a name to show but no longer see data.
 */
export async function applyBusinessPartners(
  db: Db,
  partners: readonly BusinessPartner[],
  deletedCodes: readonly string[],
): Promise<number> {
  const now = new Date();
  const values = partners.map((p) => ({
    code: p.code,
    name: p.name,
    groupCode: p.groupCode,
    currency: p.currency,
    isExport: p.isExport,
    hasAddressBook: p.hasAddressBook,
    isOtherCountry: p.isOtherCountry,
    shippingType: p.shippingTypeCode,
    language: p.language,
    vatGroup: p.vatGroup,
    email: p.email,
    defaultShipToId: p.defaultShipToId,
    isActive: p.isActive,
    erpUpdatedAt: new Date(p.updatedAt),
    syncedAt: now,
  }));
  await bulkWrite(db, customers, values, { onConflict: 'update' });
  const codes = partners.map((p) => p.code);
  const addresses = partners.flatMap((p) =>
    [...(p.billTo ? [p.billTo] : []), ...p.shipTo].map((a) => ({
      customerCode: p.code,
      kind: a.kind,
      id: a.id,
      name: a.name,
      street: a.street,
      streetNo: a.streetNo,
      zipCode: a.zipCode,
      city: a.city,
      country: a.country,
      block: a.block,
    })),
  );
  if (codes.length) await db.delete(customerAddresses).where(inArray(customerAddresses.customerCode, codes));
  await bulkWrite(db, customerAddresses, addresses);
  if (deletedCodes.length) {
    await db
      .update(customers)
      .set({ isActive: false, syncedAt: now })
      .where(inArray(customers.code, [...deletedCodes]));
    await db.delete(customerAddresses).where(and(inArray(customerAddresses.customerCode, [...deletedCodes])));
  }
  return partners.length + deletedCodes.length;
}

/** Rows in the read model, for the sync's status and tests. */
export async function countCustomers(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(customers);
  return row?.n ?? 0;
}
