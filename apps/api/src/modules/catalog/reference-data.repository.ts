import type { CustomerGroup, ItemGroup } from '@selvedge/contracts';
import type { Country, ShippingType, VatGroup } from '@selvedge/erp';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { referenceData } from './catalog.tables.js';

// The ERP's reference data as the read model holds it: customer and item groups (administration),
// countries, shipping types and VAT groups (the ordering screens, ordering §4 step 1).

/** The codes and names of a type of groups, by number. */
async function listGroups(
  db: Db,
  type: 'customerGroup' | 'itemGroup',
): Promise<Array<{ code: string; name: string }>> {
  const rows = await db
    .select({ code: referenceData.code, name: referenceData.name })
    .from(referenceData)
    .where(eq(referenceData.type, type));
  // Group numbers are numeric text: 106 before 1000.
  return rows.sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }));
}

/** The ERP's customer groups as the read model holds them (reference data of type customerGroup). */
export const listCustomerGroups = (db: Db): Promise<CustomerGroup[]> => listGroups(db, 'customerGroup');

/** The ERP's item groups as the read model holds them (reference data of type itemGroup), by number. */
export const listItemGroups = (db: Db): Promise<ItemGroup[]> => listGroups(db, 'itemGroup');

/** The codes of `codes` the ERP does not know as item groups. */
export async function unknownItemGroups(db: Db, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ code: referenceData.code })
    .from(referenceData)
    .where(and(eq(referenceData.type, 'itemGroup'), inArray(referenceData.code, [...codes])))
    .orderBy(asc(referenceData.code));
  const known = new Set(rows.map((row) => row.code));
  return codes.filter((code) => !known.has(code));
}

export async function listCountries(db: Db): Promise<Country[]> {
  return db
    .select({ code: referenceData.code, name: referenceData.name })
    .from(referenceData)
    .where(eq(referenceData.type, 'country'))
    .orderBy(asc(referenceData.name));
}

export async function listShippingTypes(db: Db): Promise<ShippingType[]> {
  const rows = await db
    .select({ value: referenceData.value })
    .from(referenceData)
    .where(eq(referenceData.type, 'shippingType'))
    .orderBy(asc(referenceData.code));
  return rows.map((row) => row.value as unknown as ShippingType);
}

/** The rate of a VAT group, or undefined when the read model does not know it. */
export async function findVatRate(db: Db, vatGroup: string): Promise<number | undefined> {
  const [row] = await db
    .select({ value: referenceData.value })
    .from(referenceData)
    .where(and(eq(referenceData.type, 'vatGroup'), eq(referenceData.code, vatGroup)))
    .limit(1);
  return row ? (row.value as unknown as VatGroup).rate : undefined;
}
