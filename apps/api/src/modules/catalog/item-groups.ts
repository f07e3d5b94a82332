import type { ItemGroup } from '@selvedge/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { referenceData } from './catalog.tables.js';

/** The ERP's item groups as the read model holds them (reference data of type itemGroup), by number. */
export async function listItemGroups(db: Db): Promise<ItemGroup[]> {
  const rows = await db
    .select({ code: referenceData.code, name: referenceData.name })
    .from(referenceData)
    .where(eq(referenceData.type, 'itemGroup'));
  // Group numbers are numeric text: 106 before 1000.
  return rows.sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }));
}

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
