import {
  type Favourites,
  SAVED_LIST_LINES_MAX,
  SAVED_LISTS_MAX,
  type SavedList,
  type SavedListCreate,
  type SavedListLine,
  type SavedListLineInput,
  type SavedListLineUpdate,
  type SavedListSummary,
  type SavedLists,
  type SavedListToDraft,
  type SavedListToDraftResult,
} from '@selvedge/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { type AuthenticatedContext, requireScope } from '../../shared/context.js';
import type { AppDeps } from '../../shared/deps.js';
import { AppError, notFound } from '../../shared/errors.js';
import { findItemsByCode } from '../catalog/index.js';
import { unorderableLines } from '../ordering/index.js';
import { addLinesToDraft } from './add-to-draft.js';
import {
  countLines,
  countNamedLists,
  deleteLine,
  deleteLineByItem,
  deleteList,
  ensureFavourites,
  findFavourites,
  findLineByItem,
  findVisible,
  insertNamedList,
  isNameTaken,
  type ListOwner,
  listLines,
  listVisible,
  lockOwnerLists,
  touchList,
  updateLine,
  updateList,
  upsertLine,
  type VisibleList,
} from './saved-lists.repository.js';

type CreateInput = z.output<typeof SavedListCreate>;
type LineInput = z.output<typeof SavedListLineInput>;
type LineUpdate = z.output<typeof SavedListLineUpdate>;

/**
 * Whose lists a session keeps: its user, for the customer the session works for (D2). A session without
 * a customer scope (the ERP no longer has the customer) keeps none; Administrators never reach here.
 */
export function listOwner(ctx: AuthenticatedContext): ListOwner {
  return { userId: ctx.user.id, customerCode: requireScope(ctx).customerCode };
}

const itemUnknown = () =>
  new AppError('ITEM_UNKNOWN', 422, { fields: [{ path: 'itemCode', code: 'INVALID_VALUE' }] });
const nameTaken = () =>
  new AppError('SAVED_LIST_NAME_TAKEN', 409, { fields: [{ path: 'name', code: 'INVALID_VALUE' }] });

function summaryOf(list: VisibleList, owner: ListOwner): SavedListSummary {
  return {
    id: list.id,
    kind: list.kind,
    name: list.name,
    isShared: list.isShared,
    isOwn: list.userId === owner.userId,
    ownerName: list.ownerName,
    lineCount: list.lineCount,
    updatedAt: list.updatedAt.toISOString(),
  };
}

/** A list the caller may see, or 404: another customer's list, or a colleague's private one, does not exist (D2). */
async function requireVisible(db: Db, owner: ListOwner, id: string): Promise<VisibleList> {
  const list = await findVisible(db, owner, id);
  if (!list) throw notFound();
  return list;
}

/** A list the caller may change: their own; a colleague's shared list is read-only for them. */
async function requireOwn(db: Db, owner: ListOwner, id: string): Promise<VisibleList> {
  const list = await requireVisible(db, owner, id);
  if (list.userId !== owner.userId) throw new AppError('SAVED_LIST_NOT_OWN', 403);
  return list;
}

/**
 * The lines with the catalog's names, and flagged when the item can no longer be ordered (unknown,
 * inactive, an excluded group, discontinued without the stock: the rules a draft's lines are checked
 * by, D27, D34). Nothing is dropped: the user sees what became of an item they kept.
 */
async function linesOf(db: Db, listId: string): Promise<SavedListLine[]> {
  const rows = await listLines(db, listId);
  const items = await findItemsByCode(
    db,
    rows.map((row) => row.itemCode),
  );
  const problems = await unorderableLines(
    db,
    rows.map((row) => ({ id: row.id, itemCode: row.itemCode, quantity: row.quantity ?? 1 })),
  );
  return rows.map((row) => {
    const item = items.get(row.itemCode);
    return {
      id: row.id,
      itemCode: row.itemCode,
      itemName: item?.name ?? row.itemCode,
      salesUnit: item?.salesUnit ?? '',
      quantity: row.quantity,
      reference: row.reference,
      problem: problems.get(row.id) ?? null,
    };
  });
}

async function listView(db: Db, owner: ListOwner, id: string): Promise<SavedList> {
  const list = await requireVisible(db, owner, id);
  return { ...summaryOf(list, owner), lines: await linesOf(db, id) };
}

export async function getSavedLists(deps: AppDeps, ctx: AuthenticatedContext): Promise<SavedLists> {
  const owner = listOwner(ctx);
  const { db } = deps.database;
  // The favourites are always there to open, even before the first star.
  if (!(await findFavourites(db, owner))) await ensureFavourites(db, owner);
  const lists = (await listVisible(db, owner)).map((list) => summaryOf(list, owner));
  return {
    lists: [...lists.filter((l) => l.kind === 'favourites'), ...lists.filter((l) => l.kind === 'named')],
  };
}

export function getSavedList(deps: AppDeps, ctx: AuthenticatedContext, id: string): Promise<SavedList> {
  return listView(deps.database.db, listOwner(ctx), id);
}

export async function createSavedList(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  input: CreateInput,
): Promise<SavedList> {
  const owner = listOwner(ctx);
  const { db } = deps.database;
  const id = await db.transaction(async (tx) => {
    await lockOwnerLists(tx, owner);
    if ((await countNamedLists(tx, owner)) >= SAVED_LISTS_MAX) throw new AppError('SAVED_LISTS_FULL', 409);
    if (await isNameTaken(tx, owner, input.name, null)) throw nameTaken();
    return insertNamedList(tx, owner, input);
  });
  return listView(db, owner, id);
}

export async function updateSavedList(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  id: string,
  input: { name?: string | undefined; isShared?: boolean | undefined },
): Promise<SavedList> {
  const owner = listOwner(ctx);
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    await lockOwnerLists(tx, owner);
    const list = await requireOwn(tx, owner, id);
    if (list.kind === 'favourites') throw new AppError('FAVOURITES_FIXED', 409);
    if (input.name !== undefined && (await isNameTaken(tx, owner, input.name, id))) throw nameTaken();
    await updateList(tx, id, input);
  });
  return listView(db, owner, id);
}

export async function deleteSavedList(deps: AppDeps, ctx: AuthenticatedContext, id: string): Promise<void> {
  const owner = listOwner(ctx);
  const { db } = deps.database;
  const list = await requireOwn(db, owner, id);
  if (list.kind === 'favourites') throw new AppError('FAVOURITES_FIXED', 409);
  await deleteList(db, id);
}

/** An item the catalog knows, by its exact code (documents name items exactly), or ITEM_UNKNOWN. */
async function requireKnownItem(db: Db, itemCode: string): Promise<string> {
  const code = itemCode.trim();
  const found = await findItemsByCode(db, [code, code.toUpperCase()]);
  const item = found.get(code) ?? found.get(code.toUpperCase());
  if (!item) throw itemUnknown();
  return item.code;
}

/** Puts an item on a list of the caller's (the same item again replaces its quantity and reference). */
async function putLine(
  db: Db,
  owner: ListOwner,
  listId: string,
  line: LineInput,
  onExisting: 'replace' | 'keep',
): Promise<void> {
  // The list first: a list the caller may not change answers 404 or 403 whatever the item.
  await requireOwn(db, owner, listId);
  const itemCode = await requireKnownItem(db, line.itemCode);
  await db.transaction(async (tx) => {
    await lockOwnerLists(tx, owner);
    await requireOwn(tx, owner, listId);
    // A full list still takes a new quantity or reference for an item it holds.
    const isFull = (await countLines(tx, listId)) >= SAVED_LIST_LINES_MAX;
    if (isFull && !(await findLineByItem(tx, listId, itemCode))) throw new AppError('SAVED_LIST_FULL', 409);
    await upsertLine(tx, listId, { ...line, itemCode }, onExisting);
    await touchList(tx, listId);
  });
}

export async function addSavedListLine(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  listId: string,
  line: LineInput,
): Promise<SavedList> {
  const owner = listOwner(ctx);
  await putLine(deps.database.db, owner, listId, line, 'replace');
  return listView(deps.database.db, owner, listId);
}

/**
 * Changes a line of a list of the caller's and answers the list: `change` says whether the list had the
 * line (404 when not). The list first: a list the caller may not change answers 404 or 403.
 */
async function changeOwnLine(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  listId: string,
  change: (db: Db) => Promise<boolean>,
): Promise<SavedList> {
  const owner = listOwner(ctx);
  const { db } = deps.database;
  await requireOwn(db, owner, listId);
  if (!(await change(db))) throw notFound();
  await touchList(db, listId);
  return listView(db, owner, listId);
}

export function updateSavedListLine(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  listId: string,
  lineId: string,
  values: LineUpdate,
): Promise<SavedList> {
  return changeOwnLine(deps, ctx, listId, (db) => updateLine(db, listId, lineId, values));
}

export function removeSavedListLine(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  listId: string,
  lineId: string,
): Promise<SavedList> {
  return changeOwnLine(deps, ctx, listId, (db) => deleteLine(db, listId, lineId));
}

// ---------------------------------------------------------------------------------------------------
// Favourites: the stars

export async function getFavourites(deps: AppDeps, ctx: AuthenticatedContext): Promise<Favourites> {
  const owner = listOwner(ctx);
  const { db } = deps.database;
  const list = await findFavourites(db, owner);
  return { itemCodes: list ? (await listLines(db, list.id)).map((line) => line.itemCode) : [] };
}

export async function starItem(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  itemCode: string,
): Promise<Favourites> {
  const owner = listOwner(ctx);
  const list = await ensureFavourites(deps.database.db, owner);
  await putLine(deps.database.db, owner, list.id, { itemCode, quantity: null, reference: '' }, 'keep');
  return getFavourites(deps, ctx);
}

export async function unstarItem(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  itemCode: string,
): Promise<Favourites> {
  const owner = listOwner(ctx);
  const { db } = deps.database;
  const list = await findFavourites(db, owner);
  if (list) {
    await deleteLineByItem(db, list.id, itemCode.trim());
    await touchList(db, list.id);
  }
  return getFavourites(deps, ctx);
}

// ---------------------------------------------------------------------------------------------------
// To the draft

/**
 * Lines of a list the caller sees (their own or a colleague's shared one) to their open draft, with the
 * quantity and reference chosen on the screen. On their own list these are remembered for next time.
 */
export async function addSavedListToDraft(
  deps: AppDeps,
  ctx: AuthenticatedContext,
  listId: string,
  input: z.output<typeof SavedListToDraft>,
): Promise<SavedListToDraftResult> {
  const owner = listOwner(ctx);
  const { db } = deps.database;
  const list = await requireVisible(db, owner, listId);
  const byId = new Map((await listLines(db, listId)).map((line) => [line.id, line]));
  const chosen = input.lines.map((line) => {
    const stored = byId.get(line.lineId);
    if (!stored) throw notFound();
    return { ...line, itemCode: stored.itemCode };
  });
  if (list.userId === owner.userId) {
    await db.transaction(async (tx) => {
      for (const line of chosen) {
        await updateLine(tx, listId, line.lineId, { quantity: line.quantity, reference: line.reference });
      }
    });
  }
  return addLinesToDraft(
    deps,
    ctx,
    chosen.map((line) => ({ key: line.lineId, ...line })),
  );
}
