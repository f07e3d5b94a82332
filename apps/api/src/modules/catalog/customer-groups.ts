import type { CustomerGroup } from '@selvedge/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { referenceData } from './catalog.tables.js';

/** The ERP's customer groups as the read model holds them (reference data of type customerGroup). */
export async function listCustomerGroups(db: Db): Promise<CustomerGroup[]> {
  const rows = await db
    .select({ code: referenceData.code, name: referenceData.name })
    .from(referenceData)
    .where(eq(referenceData.type, 'customerGroup'));
  return rows.sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }));
}
