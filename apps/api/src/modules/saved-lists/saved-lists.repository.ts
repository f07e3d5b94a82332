import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow } from '../../db/first-row.js';
import { users } from '../../db/schema.js';
import {
  type SavedListLineRow,
  type SavedListRow,
  savedListLines,
  savedLists,
} from './saved-lists.tables.js';

/** Whose lists: a user, for the customer their session works for (D2). */
export interface ListOwner {
  userId: string;
  customerCode: string;
}

export interface VisibleList extends SavedListRow {
  ownerName: string;
  lineCount: number;
}

/** The advisory lock's first key, of one user's lists (the second is the user's): limits are counted under it. */
const SAVED_LISTS_LOCK = 34;

/**
 * Holds the user's lists until the transaction ends, so that two requests at once cannot both pass a
 * limit (lists per user, lines per list). One lock per transaction cannot deadlock.
 */
export async function lockOwnerLists(tx: Db, owner: ListOwner): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SAVED_LISTS_LOCK}, hashtext(${owner.userId}))`);
}

/** The owner's lists of one kind. */
const ownedBy = (owner: ListOwner, kind: SavedListRow['kind']) =>
  and(
    eq(savedLists.userId, owner.userId),
    eq(savedLists.customerCode, owner.customerCode),
    eq(savedLists.kind, kind),
  );

/** The caller's own lists and the named lists their colleagues of the same customer share. */
const visibleTo = (owner: ListOwner) =>
  and(
    eq(savedLists.customerCode, owner.customerCode),
    or(eq(savedLists.userId, owner.userId), and(eq(savedLists.isShared, true), eq(savedLists.kind, 'named'))),
  );

const lineCounts = (db: Db) =>
  db
    .select({ listId: savedListLines.listId, n: count().as('n') })
    .from(savedListLines)
    .groupBy(savedListLines.listId)
    .as('line_counts');

async function selectVisible(db: Db, owner: ListOwner, id?: string): Promise<VisibleList[]> {
  const counts = lineCounts(db);
  const rows = await db
    .select({
      list: savedLists,
      firstName: users.firstName,
      lastName: users.lastName,
      lineCount: counts.n,
    })
    .from(savedLists)
    .innerJoin(users, eq(users.id, savedLists.userId))
    .leftJoin(counts, eq(counts.listId, savedLists.id))
    .where(and(visibleTo(owner), id === undefined ? undefined : eq(savedLists.id, id)))
    .orderBy(asc(sql`lower(${savedLists.name})`), asc(savedLists.createdAt));
  return rows.map((row) => ({
    ...row.list,
    ownerName: `${row.firstName} ${row.lastName}`.trim(),
    lineCount: Number(row.lineCount ?? 0),
  }));
}

export const listVisible = (db: Db, owner: ListOwner) => selectVisible(db, owner);

export async function findVisible(db: Db, owner: ListOwner, id: string): Promise<VisibleList | undefined> {
  return (await selectVisible(db, owner, id))[0];
}

export async function findFavourites(db: Db, owner: ListOwner): Promise<SavedListRow | undefined> {
  const [row] = await db.select().from(savedLists).where(ownedBy(owner, 'favourites'));
  return row;
}

/** The favourites list, made the first time it is needed (the unique index keeps it one). */
export async function ensureFavourites(db: Db, owner: ListOwner): Promise<SavedListRow> {
  await db
    .insert(savedLists)
    .values({ ...owner, kind: 'favourites' })
    .onConflictDoNothing();
  const row = await findFavourites(db, owner);
  if (!row) throw new Error('favourites list missing after insert');
  return row;
}

export async function countNamedLists(db: Db, owner: ListOwner): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedLists).where(ownedBy(owner, 'named'));
  return row?.n ?? 0;
}

/** Another of the owner's named lists by this name, in any case. */
export async function isNameTaken(db: Db, owner: ListOwner, name: string, exceptId: string | null) {
  const rows = await db
    .select({ id: savedLists.id })
    .from(savedLists)
    .where(and(ownedBy(owner, 'named'), sql`lower(${savedLists.name}) = lower(${name})`));
  return rows.some((row) => row.id !== exceptId);
}

export async function insertNamedList(
  db: Db,
  owner: ListOwner,
  values: { name: string; isShared: boolean },
): Promise<string> {
  const [row] = await db
    .insert(savedLists)
    .values({ ...owner, kind: 'named', ...values })
    .returning({ id: savedLists.id });
  if (!row) throw new Error('saved list not inserted');
  return row.id;
}

export async function updateList(
  db: Db,
  id: string,
  values: { name?: string | undefined; isShared?: boolean | undefined },
): Promise<void> {
  await db
    .update(savedLists)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(savedLists.id, id));
}

export async function touchList(db: Db, id: string): Promise<void> {
  await updateList(db, id, {});
}

export async function deleteList(db: Db, id: string): Promise<void> {
  await db.delete(savedLists).where(eq(savedLists.id, id));
}

export async function listLines(db: Db, listId: string): Promise<SavedListLineRow[]> {
  return db
    .select()
    .from(savedListLines)
    .where(eq(savedListLines.listId, listId))
    .orderBy(asc(savedListLines.createdAt), asc(savedListLines.itemCode));
}

export async function countLines(db: Db, listId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedListLines).where(eq(savedListLines.listId, listId));
  return row?.n ?? 0;
}

export function findLineByItem(
  db: Db,
  listId: string,
  itemCode: string,
): Promise<SavedListLineRow | undefined> {
  return firstRow(
    db,
    savedListLines,
    and(eq(savedListLines.listId, listId), eq(savedListLines.itemCode, itemCode)),
  );
}

/** Puts the item on the list; an item already on it keeps its line, with this quantity and reference. */
export async function upsertLine(
  db: Db,
  listId: string,
  line: { itemCode: string; quantity: number | null; reference: string },
  onExisting: 'replace' | 'keep',
): Promise<void> {
  const insert = db.insert(savedListLines).values({ listId, ...line });
  await (onExisting === 'replace'
    ? insert.onConflictDoUpdate({
        target: [savedListLines.listId, savedListLines.itemCode],
        set: { quantity: line.quantity, reference: line.reference },
      })
    : insert.onConflictDoNothing());
}

export async function updateLine(
  db: Db,
  listId: string,
  lineId: string,
  values: { quantity: number | null; reference: string },
): Promise<boolean> {
  const rows = await db
    .update(savedListLines)
    .set(values)
    .where(and(eq(savedListLines.id, lineId), eq(savedListLines.listId, listId)))
    .returning({ id: savedListLines.id });
  return rows.length > 0;
}

export async function deleteLine(db: Db, listId: string, lineId: string): Promise<boolean> {
  const rows = await db
    .delete(savedListLines)
    .where(and(eq(savedListLines.id, lineId), eq(savedListLines.listId, listId)))
    .returning({ id: savedListLines.id });
  return rows.length > 0;
}

export async function deleteLineByItem(db: Db, listId: string, itemCode: string): Promise<void> {
  await db
    .delete(savedListLines)
    .where(and(eq(savedListLines.listId, listId), eq(savedListLines.itemCode, itemCode)));
}
