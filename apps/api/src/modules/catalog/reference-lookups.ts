import type { Country, ShippingType, VatGroup } from '@selvedge/erp';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { referenceData } from './catalog.tables.js';

/** The ordering screens' reference data (ordering §4 step 1), from the read model. */

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
