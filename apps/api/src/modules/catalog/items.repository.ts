import { type ItemKind, sampleCodeCandidates } from '@selvedge/contracts';
import { SAMPLE_BOOK_GROUP, SAMPLE_CUT_GROUP } from '@selvedge/erp';
import { and, asc, count, eq, ilike, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type ItemRow, items } from './catalog.tables.js';

/** Sample items are the groups 106 and 107 (D26); a regular order never offers them, a sample order only them. */
const SAMPLE_GROUPS = [SAMPLE_CUT_GROUP, SAMPLE_BOOK_GROUP];

export interface ItemFilter {
  kind: ItemKind;
  /** Product groups an administrator excluded (settings, D34): never offered, never accepted. */
  excludedGroups: readonly string[];
}

/** Active and not excluded; `groups` narrows to the kind's groups (a sample lookup by code does not). */
function orderable({ kind, excludedGroups }: ItemFilter, groups: 'kindOnly' | 'any' = 'kindOnly'): SQL {
  const conditions: SQL[] = [eq(items.isActive, true)];
  if (kind === 'regular') conditions.push(notInArray(items.groupCode, SAMPLE_GROUPS));
  else if (groups === 'kindOnly') conditions.push(inArray(items.groupCode, SAMPLE_GROUPS));
  if (excludedGroups.length > 0) conditions.push(notInArray(items.groupCode, [...excludedGroups]));
  return and(...conditions) as SQL;
}

/** `%text%` for ILIKE with the user's own % and _ taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The item search slide-in (ordering §2): code and name each narrow the list (contains, any case); the
 * first `limit` by code, and how many matched in all.
 */
export async function searchItems(
  db: Db,
  query: { code?: string | undefined; name?: string | undefined },
  filter: ItemFilter,
  limit: number,
): Promise<{ rows: Pick<ItemRow, 'code' | 'name' | 'salesUnit'>[]; total: number }> {
  const where = and(
    orderable(filter),
    query.code ? ilike(items.code, contains(query.code)) : undefined,
    query.name ? ilike(items.name, contains(query.name)) : undefined,
  );
  const rows = await db
    .select({ code: items.code, name: items.name, salesUnit: items.salesUnit })
    .from(items)
    .where(where)
    .orderBy(asc(items.code))
    .limit(limit);
  const total =
    rows.length < limit
      ? rows.length
      : ((await db.select({ n: count() }).from(items).where(where))[0]?.n ?? 0);
  return { rows, total };
}

/**
 * An item the user may order, by its code in any case; undefined when unknown, inactive or excluded.
 * A sample lookup adds the S the sample screen hides (ordering §4, sampleCodeCandidates). It answers an
 * item of any group, so that the screen can say why the wallpaper SC-1014 (which has no sample) cannot
 * go on a sample order rather than claim it does not exist; the order line then refuses it (D26).
 */
export async function findOrderableItem(
  db: Db,
  code: string,
  filter: ItemFilter,
): Promise<ItemRow | undefined> {
  const wanted = filter.kind === 'sample' ? sampleCodeCandidates(code) : [code.trim().toUpperCase()];
  if (wanted.length === 0) return undefined;
  const rows = await db
    .select()
    .from(items)
    .where(and(orderable(filter, 'any'), inArray(sql`upper(${items.code})`, wanted)));
  return rows.sort((a, b) => wanted.indexOf(a.code.toUpperCase()) - wanted.indexOf(b.code.toUpperCase()))[0];
}

/**
 * These items as the read model has them, active or not and of any group, by exact code: what a
 * draft's lines are checked against again before the order is approved (D27, D34).
 */
export async function findItemsByCode(db: Db, codes: readonly string[]): Promise<Map<string, ItemRow>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select()
    .from(items)
    .where(inArray(items.code, [...new Set(codes)]));
  return new Map(rows.map((row) => [row.code, row]));
}

/**
 * These items by code in any case (a quick order's pasted codes), active or not and of any group,
 * keyed by the code in upper case: one statement for a whole paste.
 */
export async function findItemsByCodeAnyCase(
  db: Db,
  codes: readonly string[],
): Promise<Map<string, ItemRow>> {
  const wanted = [...new Set(codes.map((code) => code.trim().toUpperCase()).filter(Boolean))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select()
    .from(items)
    .where(inArray(sql`upper(${items.code})`, wanted));
  return new Map(rows.map((row) => [row.code.toUpperCase(), row]));
}

export interface ItemPatternFacts {
  isPatternRequired: boolean;
  patternRepeatCm: number;
  isStaggered: boolean;
}

/** The pattern fields of these items (an order line shows whether and how its pattern is calculated). */
export async function findItemPatternFacts(
  db: Db,
  codes: readonly string[],
): Promise<Map<string, ItemPatternFacts>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({
      code: items.code,
      isPatternRequired: items.isPatternRequired,
      patternRepeatCm: items.patternRepeatCm,
      isStaggered: items.isStaggered,
    })
    .from(items)
    .where(inArray(items.code, [...new Set(codes)]));
  return new Map(rows.map(({ code, ...facts }) => [code, facts]));
}

/** The pictures of these items (detail screens, foundations 2 "Order detail"); items without one are left out. */
export async function findItemImages(db: Db, codes: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ code: items.code, imageUrl: items.imageUrl })
    .from(items)
    .where(inArray(items.code, unique));
  return new Map(rows.flatMap((row) => (row.imageUrl ? [[row.code, row.imageUrl] as const] : [])));
}
