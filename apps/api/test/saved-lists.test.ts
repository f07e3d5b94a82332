/**
 * Favourites and saved lists: a user's lists are theirs and their customer's; a shared list is read and
 * ordered from by the colleagues of the same customer and changed only by its owner; another customer
 * sees nothing (404, D2). Items that can no longer be ordered stay on the list, flagged; limits answer
 * with their own codes; adding to the draft follows the order screen's line rules and the create-order claim.
 */
import {
  type Favourites,
  type OrderDraft,
  SAVED_LIST_LINES_MAX,
  SAVED_LISTS_MAX,
  type SavedList,
  type SavedLists,
  type SavedListToDraftResult,
} from '@selvedge/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { items } from '../src/modules/catalog/catalog.tables.js';
import { saveExcludedItemGroups } from '../src/modules/settings/settings.service.js';
import { users } from '../src/modules/users/users.tables.js';
import { demo, expectOk, expectProblem, portalPerFile, signInPerFile } from './support/harness.js';
import { FABRIC, WALLPAPER } from './support/ordering.js';
import { withCreateOrderClaim } from './support/users.js';

const portal = portalPerFile({ erpData: 'tiny' });
/** customer@ and sales@ work for C10001: colleagues. viewer@ is of C10002: another customer. */
const cookies = signInPerFile(portal, { customer: demo.customer, colleague: demo.sales, other: demo.viewer });

beforeEach(async () => {
  await portal.database.db.execute(sql`delete from saved_lists`);
  await portal.database.db.execute(sql`delete from order_drafts`);
  await saveExcludedItemGroups(portal.database.db, []);
});

async function createList(name: string, isShared = false, cookie = cookies.customer): Promise<SavedList> {
  const response = await portal.post('/api/saved-lists', { name, isShared }, cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const addLine = (listId: string, itemCode: string, quantity: number | null = null, reference = '') =>
  portal.post(`/api/saved-lists/${listId}/lines`, { itemCode, quantity, reference }, cookies.customer);

const listsOf = (cookie: string) => portal.get('/api/saved-lists', cookie).then(expectOk<SavedLists>);

describe('favourites', () => {
  it('stars and unstars an item, the same answer for every screen, and keeps them on the favourites list', async () => {
    expect(expectOk<Favourites>(await portal.get('/api/favourites', cookies.customer)).itemCodes).toEqual([]);
    expect(
      expectOk<Favourites>(await portal.put(`/api/favourites/${WALLPAPER}`, {}, cookies.customer)).itemCodes,
    ).toEqual([WALLPAPER]);
    // Starring again changes nothing.
    await portal.put(`/api/favourites/${WALLPAPER}`, {}, cookies.customer);
    await portal.put(`/api/favourites/${FABRIC}`, {}, cookies.customer);
    expect(expectOk<Favourites>(await portal.get('/api/favourites', cookies.customer)).itemCodes).toEqual([
      WALLPAPER,
      FABRIC,
    ]);

    const { lists } = await listsOf(cookies.customer);
    expect(lists[0]).toMatchObject({ kind: 'favourites', isOwn: true, isShared: false, lineCount: 2 });
    // Another user's stars are their own.
    expect(expectOk<Favourites>(await portal.get('/api/favourites', cookies.colleague)).itemCodes).toEqual(
      [],
    );

    expect(
      expectOk<Favourites>(await portal.del(`/api/favourites/${WALLPAPER}`, cookies.customer)).itemCodes,
    ).toEqual([FABRIC]);
  });

  it('refuses an item the catalog does not know, and never renames, shares or deletes the favourites', async () => {
    expectProblem(
      await portal.put('/api/favourites/NO-SUCH-ITEM', {}, cookies.customer),
      422,
      'ITEM_UNKNOWN',
    );
    const favourites = (await listsOf(cookies.customer)).lists[0];
    expectProblem(
      await portal.patch(`/api/saved-lists/${favourites?.id}`, { name: 'Mine' }, cookies.customer),
      409,
      'FAVOURITES_FIXED',
    );
    expectProblem(
      await portal.del(`/api/saved-lists/${favourites?.id}`, cookies.customer),
      409,
      'FAVOURITES_FIXED',
    );
  });
});

describe('named lists', () => {
  it('makes, renames, fills and deletes a list', async () => {
    const list = await createList('Hotel Krasnapolsky');
    expect(list).toMatchObject({ kind: 'named', name: 'Hotel Krasnapolsky', isOwn: true, lines: [] });
    const filled = expectOk<SavedList>(await addLine(list.id, WALLPAPER, 4, 'Lobby'));
    expect(filled.lines).toMatchObject([
      { itemCode: WALLPAPER, quantity: 4, reference: 'Lobby', problem: null },
    ]);
    // The same item again is the same line, with the new quantity and reference.
    const again = expectOk<SavedList>(await addLine(list.id, WALLPAPER.toLowerCase(), 6, 'Bar'));
    expect(again.lines).toMatchObject([{ itemCode: WALLPAPER, quantity: 6, reference: 'Bar' }]);
    const lineId = again.lines[0]?.id;
    const changed = expectOk<SavedList>(
      await portal.put(
        `/api/saved-lists/${list.id}/lines/${lineId}`,
        { quantity: 2.5, reference: '' },
        cookies.customer,
      ),
    );
    expect(changed.lines[0]).toMatchObject({ quantity: 2.5, reference: '' });
    const renamed = expectOk<SavedList>(
      await portal.patch(`/api/saved-lists/${list.id}`, { name: 'Hotel K' }, cookies.customer),
    );
    expect(renamed.name).toBe('Hotel K');
    expect(
      expectOk<SavedList>(await portal.del(`/api/saved-lists/${list.id}/lines/${lineId}`, cookies.customer))
        .lines,
    ).toEqual([]);
    expectOk(await portal.del(`/api/saved-lists/${list.id}`, cookies.customer));
    expectProblem(await portal.get(`/api/saved-lists/${list.id}`, cookies.customer), 404, 'NOT_FOUND');
  });

  it('a colleague sees a shared list and may not change it; a private one does not exist for them', async () => {
    const shared = await createList('Showroom', true);
    const mine = await createList('Private');
    await addLine(shared.id, WALLPAPER, 1);
    await addLine(mine.id, FABRIC, 1);

    const seen = (await listsOf(cookies.colleague)).lists;
    expect(seen.map((l) => l.name)).toContain('Showroom');
    expect(seen.map((l) => l.name)).not.toContain('Private');
    expect(seen.find((l) => l.name === 'Showroom')).toMatchObject({
      isOwn: false,
      isShared: true,
      lineCount: 1,
    });
    expect(
      expectOk<SavedList>(await portal.get(`/api/saved-lists/${shared.id}`, cookies.colleague)).lines,
    ).toHaveLength(1);
    expectProblem(await portal.get(`/api/saved-lists/${mine.id}`, cookies.colleague), 404, 'NOT_FOUND');

    expectProblem(
      await portal.patch(`/api/saved-lists/${shared.id}`, { name: 'Taken' }, cookies.colleague),
      403,
      'SAVED_LIST_NOT_OWN',
    );
    expectProblem(
      await portal.del(`/api/saved-lists/${shared.id}`, cookies.colleague),
      403,
      'SAVED_LIST_NOT_OWN',
    );
    expectProblem(
      await portal.post(`/api/saved-lists/${shared.id}/lines`, { itemCode: FABRIC }, cookies.colleague),
      403,
      'SAVED_LIST_NOT_OWN',
    );
    expect(
      expectOk<SavedList>(await portal.get(`/api/saved-lists/${shared.id}`, cookies.customer)).name,
    ).toBe('Showroom');

    // Unshared, it is gone for the colleague.
    await portal.patch(`/api/saved-lists/${shared.id}`, { isShared: false }, cookies.customer);
    expectProblem(await portal.get(`/api/saved-lists/${shared.id}`, cookies.colleague), 404, 'NOT_FOUND');
  });

  it('another customer sees nothing of them and changes nothing: 404', async () => {
    const shared = await createList('Shared', true);
    const lineId = expectOk<SavedList>(await addLine(shared.id, WALLPAPER, 1)).lines[0]?.id;
    expect((await listsOf(cookies.other)).lists.map((l) => l.name)).not.toContain('Shared');
    const probes = [
      portal.get(`/api/saved-lists/${shared.id}`, cookies.other),
      portal.patch(`/api/saved-lists/${shared.id}`, { name: 'Mine' }, cookies.other),
      portal.del(`/api/saved-lists/${shared.id}`, cookies.other),
      portal.post(`/api/saved-lists/${shared.id}/lines`, { itemCode: FABRIC }, cookies.other),
      portal.put(
        `/api/saved-lists/${shared.id}/lines/${lineId}`,
        { quantity: 9, reference: 'x' },
        cookies.other,
      ),
      portal.del(`/api/saved-lists/${shared.id}/lines/${lineId}`, cookies.other),
    ];
    for (const response of await Promise.all(probes)) expectProblem(response, 404, 'NOT_FOUND');
    const after = expectOk<SavedList>(await portal.get(`/api/saved-lists/${shared.id}`, cookies.customer));
    expect(after).toMatchObject({ name: 'Shared', lines: [{ itemCode: WALLPAPER, quantity: 1 }] });
  });

  it('flags items that can no longer be ordered and keeps them', async () => {
    const list = await createList('Old stock');
    await addLine(list.id, WALLPAPER, 1);
    await addLine(list.id, FABRIC, 1);
    await saveExcludedItemGroups(portal.database.db, ['101']);
    await portal.database.db.update(items).set({ isActive: false }).where(eq(items.code, FABRIC));
    try {
      const seen = expectOk<SavedList>(await portal.get(`/api/saved-lists/${list.id}`, cookies.customer));
      expect(seen.lines.map((l) => [l.itemCode, l.problem])).toEqual([
        [WALLPAPER, 'excluded'],
        [FABRIC, 'unavailable'],
      ]);
    } finally {
      await portal.database.db.update(items).set({ isActive: true }).where(eq(items.code, FABRIC));
    }
  });

  it('answers its limits with clear codes', async () => {
    expectProblem(
      await portal.post('/api/saved-lists', { name: 'x'.repeat(61) }, cookies.customer),
      400,
      'VALIDATION_FAILED',
    );
    expectProblem(
      await portal.post('/api/saved-lists', { name: '   ' }, cookies.customer),
      400,
      'VALIDATION_FAILED',
    );
    await createList('Twice');
    expectProblem(
      await portal.post('/api/saved-lists', { name: 'TWICE' }, cookies.customer),
      409,
      'SAVED_LIST_NAME_TAKEN',
    );

    const owner = { userId: await userIdOf(demo.customer), customerCode: 'C10001' };
    const lists = Array.from({ length: SAVED_LISTS_MAX - 1 }, (_, i) => ({
      ...owner,
      kind: 'named' as const,
      name: `List ${i}`,
    }));
    await portal.database.db.execute(
      sql`insert into saved_lists (user_id, customer_code, kind, name) select * from jsonb_to_recordset(${JSON.stringify(
        lists.map((l) => ({ user_id: l.userId, customer_code: l.customerCode, kind: l.kind, name: l.name })),
      )}::jsonb) as t(user_id uuid, customer_code text, kind text, name text)`,
    );
    expectProblem(
      await portal.post('/api/saved-lists', { name: 'One too many' }, cookies.customer),
      409,
      'SAVED_LISTS_FULL',
    );

    const full = (await listsOf(cookies.customer)).lists.find((l) => l.name === 'Twice');
    await portal.database.db.execute(
      sql`insert into saved_list_lines (list_id, item_code) select ${full?.id}::uuid, 'X-' || n from generate_series(1, ${SAVED_LIST_LINES_MAX}) n`,
    );
    expectProblem(await addLine(String(full?.id), WALLPAPER, 1), 409, 'SAVED_LIST_FULL');
  });
});

async function userIdOf(email: string): Promise<string> {
  const [row] = await portal.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return String(row?.id);
}

describe('to the draft', () => {
  it('adds chosen lines to the open draft, remembers their quantity and reference, and flags refusals', async () => {
    const list = await createList('Project');
    await addLine(list.id, WALLPAPER, 1);
    const lines = expectOk<SavedList>(await addLine(list.id, FABRIC, 1)).lines;
    await portal.put(`/api/favourites/${WALLPAPER}`, {}, cookies.customer);
    await saveExcludedItemGroups(portal.database.db, ['102']);

    const response = await portal.post(
      `/api/saved-lists/${list.id}/add-to-draft`,
      { lines: lines.map((line) => ({ lineId: line.id, quantity: 3, reference: 'Suite 12' })) },
      cookies.customer,
    );
    const result = expectOk<SavedListToDraftResult>(response);
    expect(result.results.map((r) => [r.itemCode, r.outcome, r.code])).toEqual([
      [WALLPAPER, 'added', null],
      [FABRIC, 'refused', 'ITEM_UNKNOWN'],
    ]);
    const draft = expectOk<OrderDraft>(
      await portal.get(`/api/order-drafts/${result.draftId}`, cookies.customer),
    );
    expect(draft.lines.map((l) => [l.itemCode, l.quantity, l.reference])).toEqual([
      [WALLPAPER, 3, 'Suite 12'],
    ]);
    // Remembered on the owner's list.
    const after = expectOk<SavedList>(await portal.get(`/api/saved-lists/${list.id}`, cookies.customer));
    expect(after.lines.map((l) => [l.quantity, l.reference])).toEqual([
      [3, 'Suite 12'],
      [3, 'Suite 12'],
    ]);

    // Again: the same item and reference merge on the draft.
    const again = expectOk<SavedListToDraftResult>(
      await portal.post(
        `/api/saved-lists/${list.id}/add-to-draft`,
        { lines: [{ lineId: lines[0]?.id, quantity: 1, reference: 'Suite 12' }] },
        cookies.customer,
      ),
    );
    expect(again.results[0]?.outcome).toBe('merged');
  });

  it('needs the create-order claim; a colleague who may order adds a shared list without changing it', async () => {
    const shared = await createList('Shared', true);
    const lines = expectOk<SavedList>(await addLine(shared.id, WALLPAPER, 2, 'Lobby')).lines;
    const body = { lines: [{ lineId: lines[0]?.id, quantity: 5, reference: 'Bar' }] };
    // The demo Sales user has no create-order claim.
    expectProblem(
      await portal.post(`/api/saved-lists/${shared.id}/add-to-draft`, body, cookies.colleague),
      403,
      'FORBIDDEN',
    );

    await withCreateOrderClaim(portal, demo.sales, true, async () => {
      const ordering = await portal.signIn(demo.sales);
      const result = expectOk<SavedListToDraftResult>(
        await portal.post(`/api/saved-lists/${shared.id}/add-to-draft`, body, ordering),
      );
      expect(result.results[0]).toMatchObject({ outcome: 'added' });
      const after = expectOk<SavedList>(await portal.get(`/api/saved-lists/${shared.id}`, cookies.customer));
      expect(after.lines[0]).toMatchObject({ quantity: 2, reference: 'Lobby' });
      // Another customer's user (viewer@ may not order): 403 before anything is read.
      expectProblem(
        await portal.post(`/api/saved-lists/${shared.id}/add-to-draft`, body, cookies.other),
        403,
        'FORBIDDEN',
      );
    });
  });

  it('refuses a line id of another list: 404, and the draft is not touched', async () => {
    const a = await createList('A');
    const b = await createList('B');
    const lineOfB = expectOk<SavedList>(await addLine(b.id, WALLPAPER, 1)).lines[0]?.id;
    expectProblem(
      await portal.post(
        `/api/saved-lists/${a.id}/add-to-draft`,
        { lines: [{ lineId: lineOfB, quantity: 1, reference: '' }] },
        cookies.customer,
      ),
      404,
      'NOT_FOUND',
    );
  });
});
