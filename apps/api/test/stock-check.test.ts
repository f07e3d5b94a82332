/**
 * The stock check (ordering.md §2, §4 "Stock check flow", §7; D21, D29, D34) through the API: the
 * expected delivery week of a quantity, answered from the stock and supply snapshot of the read model,
 * also while the ERP is slow or down, and marked stale when the snapshot is old.
 */
import type { StockCheckResult } from '@selvedge/contracts';
import type { ExpectedSupply } from '@selvedge/erp';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveExcludedItemGroups } from '../src/modules/settings/settings.service.js';
import { demo, expectOk, expectProblem, portalPerFile, signInPerFile } from './support/harness.js';
import { CURTAIN_SET, DISCONTINUED_SOLD_OUT, PATTERNED, WALLPAPER } from './support/ordering.js';
import { signInWithShipTo } from './support/ship-to.js';

const portal = portalPerFile({ erpData: 'tiny' });
const cookies = signInPerFile(portal, { customer: demo.customer });

beforeEach(async () => {
  portal.erp.setFailing(false);
  portal.erp.setLatency(0);
  // The figures each test writes by hand come back from the demo ERP.
  await portal.database.db.execute(sql`delete from stock_levels`);
  await portal.database.db.execute(sql`delete from erp_sync_state where feed = 'stock'`);
  await portal.sync();
});

const check = async (body: unknown, cookie = cookies.customer) =>
  expectOk<StockCheckResult>(await portal.post('/api/stock-check', body, cookie));

/** Sets the snapshot of an item as the stock feed would have written it. */
async function setSnapshot(
  itemCode: string,
  available: number,
  supply: ExpectedSupply[] = [],
): Promise<void> {
  await portal.database.db.execute(sql`
    update stock_levels set available = ${available}, expected_supply = ${JSON.stringify(supply)}::jsonb
    where item_code = ${itemCode}`);
}

describe('the delivery week from the snapshot (D21, D29)', () => {
  it('is Direct when free stock covers the quantity', async () => {
    await setSnapshot(WALLPAPER, 40);
    const answer = await check({ itemCode: 'hf-1011', quantity: 40 });
    expect(answer).toMatchObject({
      itemCode: WALLPAPER,
      itemName: 'Heritage Florals Ivy Ivory',
      salesUnit: 'roll',
      quantity: 40,
      deliveryWeek: { kind: 'direct' },
      isStale: false,
    });
  });

  it('is the week of the purchase order that covers it, plus the handling days', async () => {
    // Stock 5, then 10 due on Wednesday 10 March 2027 (week 10), then 100 due on Friday 19 March
    // (week 11, but delivered three days later: week 12).
    await setSnapshot(WALLPAPER, 5, [
      { reference: '8000002', dueDate: '2027-03-19', quantity: 100 },
      { reference: '8000001', dueDate: '2027-03-10', quantity: 10 },
    ]);
    expect((await check({ itemCode: WALLPAPER, quantity: 15 })).deliveryWeek).toEqual({
      kind: 'week',
      isoYear: 2027,
      week: 10,
    });
    expect((await check({ itemCode: WALLPAPER, quantity: 16 })).deliveryWeek).toEqual({
      kind: 'week',
      isoYear: 2027,
      week: 12,
    });
  });

  it('is Incourant for a discontinued item that is sold out', async () => {
    expect((await check({ itemCode: DISCONTINUED_SOLD_OUT, quantity: 1 })).deliveryWeek).toEqual({
      kind: 'incourant',
    });
  });

  it("agrees with the ERP's own answer for the same figures", async () => {
    const cases: Array<[string, number]> = [
      [WALLPAPER, 1],
      [WALLPAPER, 5_000],
      [DISCONTINUED_SOLD_OUT, 1],
      ['AD-1031', 1],
      ['VA-1011', 30],
      ['TW-1012', 400],
      [CURTAIN_SET, 2],
      [CURTAIN_SET, 500],
    ];
    for (const [itemCode, quantity] of cases) {
      const answer = await check({ itemCode, quantity });
      const erp = await portal.deps.erp.getDeliveryWeek({ itemCode, quantity });
      expect(answer.deliveryWeek, `${itemCode} × ${quantity}`).toEqual(erp);
    }
  });

  it('counts whole curtain sets of the scarcest component', async () => {
    await setSnapshot('VA-1011', 300);
    await setSnapshot('ACC-LIN-150', 300);
    await setSnapshot('ACC-TAPE-PL', 300);
    await setSnapshot('ACC-HOOK-20', 2);
    expect((await check({ itemCode: CURTAIN_SET, quantity: 2 })).deliveryWeek).toEqual({ kind: 'direct' });
    expect((await check({ itemCode: CURTAIN_SET, quantity: 3 })).deliveryWeek.kind).toBe('week');
  });

  it('checks the length of the pattern rows for a patterned fabric (D25)', async () => {
    // Two lanes of 2.50 m with a repeat of 32 cm: 8 repeats of 0.32 = 2.56 m each, 5.12 m.
    await setSnapshot(PATTERNED, 5.12);
    const answer = await check({ itemCode: PATTERNED, patterns: [{ rows: 2, rowLength: 2.5 }] });
    expect(answer).toMatchObject({ quantity: 5.12, deliveryWeek: { kind: 'direct' } });
    await setSnapshot(PATTERNED, 5.11);
    expect(
      (await check({ itemCode: PATTERNED, patterns: [{ rows: 2, rowLength: 2.5 }] })).deliveryWeek.kind,
    ).toBe('week');
  });
});

describe('without waiting for the ERP (D29, D36)', () => {
  it('answers from the snapshot while the ERP is down', async () => {
    await setSnapshot(WALLPAPER, 40);
    portal.erp.setFailing(true);
    const answer = await check({ itemCode: WALLPAPER, quantity: 10 });
    expect(answer).toMatchObject({ deliveryWeek: { kind: 'direct' }, isStale: false });
  });

  it('says when the figures are old and asks for a stock sync in the background', async () => {
    const [state] = await portal.rows<{ at: Date | string }>(
      sql`select last_succeeded_at as at from erp_sync_state where feed = 'stock'`,
    );
    const syncedAt = new Date(state?.at ?? 0);
    const queuedBefore = await portal.deps.jobs.countJobs('erp-sync-stock', 'created');
    const started = portal.clock.now();
    portal.clock.advanceMinutes(20);
    try {
      portal.erp.setFailing(true);
      const answer = await check({ itemCode: WALLPAPER, quantity: 1 });
      expect(answer.isStale).toBe(true);
      expect(new Date(answer.asOf).getTime()).toBe(syncedAt.getTime());
      expect(await portal.deps.jobs.countJobs('erp-sync-stock', 'created')).toBeGreaterThan(queuedBefore);
    } finally {
      portal.clock.set(started);
    }
  });

  it('asks the ERP live for an item the feed has not sent yet, and says so when it cannot', async () => {
    await portal.database.db.execute(sql`delete from stock_levels where item_code = ${WALLPAPER}`);
    const live = await check({ itemCode: WALLPAPER, quantity: 1 });
    expect(live).toMatchObject({ deliveryWeek: { kind: 'direct' }, isStale: false });

    portal.erp.setFailing(true);
    const response = await portal.post(
      '/api/stock-check',
      { itemCode: WALLPAPER, quantity: 1 },
      cookies.customer,
    );
    const problem = expectProblem(response, 503, 'STOCK_UNKNOWN');
    expect(problem.referenceId).toBeTruthy();
    const logged = (await portal.logs()).filter((entry) => entry.referenceId === problem.referenceId);
    expect(logged.map((entry) => [entry.level, entry.event])).toEqual([['error', 'ERP_FAILED']]);
  });
});

describe('what may be checked (ordering §5, D34)', () => {
  it('refuses unknown items, samples, a missing quantity and missing pattern rows', async () => {
    expectProblem(
      await portal.post('/api/stock-check', { itemCode: 'NO-SUCH', quantity: 1 }, cookies.customer),
      422,
      'ITEM_UNKNOWN',
    );
    expectProblem(
      await portal.post('/api/stock-check', { itemCode: 'SHF-1011', quantity: 1 }, cookies.customer),
      422,
      'ITEM_UNKNOWN',
    );
    const missing = expectProblem(
      await portal.post('/api/stock-check', { itemCode: WALLPAPER }, cookies.customer),
      400,
      'VALIDATION_FAILED',
    );
    expect(missing.fields).toEqual([{ path: 'quantity', code: 'REQUIRED' }]);
    expectProblem(
      await portal.post('/api/stock-check', { itemCode: WALLPAPER, quantity: 0 }, cookies.customer),
      400,
      'VALIDATION_FAILED',
    );
    expectProblem(
      await portal.post('/api/stock-check', { itemCode: WALLPAPER, quantity: 1.005 }, cookies.customer),
      400,
      'VALIDATION_FAILED',
    );
    expectProblem(
      await portal.post('/api/stock-check', { itemCode: PATTERNED, quantity: 5 }, cookies.customer),
      422,
      'PATTERN_REQUIRED',
    );
  });

  it('never checks an excluded product group', async () => {
    await saveExcludedItemGroups(portal.database.db, ['101']);
    try {
      expectProblem(
        await portal.post('/api/stock-check', { itemCode: WALLPAPER, quantity: 1 }, cookies.customer),
        422,
        'ITEM_UNKNOWN',
      );
      expect((await check({ itemCode: PATTERNED, patterns: [{ rows: 1, rowLength: 1 }] })).itemCode).toBe(
        PATTERNED,
      );
    } finally {
      await saveExcludedItemGroups(portal.database.db, []);
    }
  });

  it('answers every customer the same, with nothing of another customer in it', async () => {
    const exporter = await signInWithShipTo(portal, demo.export);
    const viewer = await portal.signIn(demo.viewer);
    const body = { itemCode: WALLPAPER, quantity: 3 };
    const mine = await check(body);
    expect(await check(body, exporter)).toEqual(mine);
    // The viewer may not order, but checks stock like every non-Administrator (ordering §2).
    expect(await check(body, viewer)).toEqual(mine);
    expect(Object.keys(mine).sort()).toEqual(
      ['asOf', 'deliveryWeek', 'isStale', 'itemCode', 'itemName', 'quantity', 'salesUnit'].sort(),
    );
  });

  it('refuses the administrator, and everyone during maintenance', async () => {
    const admin = await portal.signIn(demo.admin);
    expectProblem(
      await portal.post('/api/stock-check', { itemCode: WALLPAPER, quantity: 1 }, admin),
      403,
      'FORBIDDEN',
    );
    await portal.duringMaintenance(async () => {
      expectProblem(
        await portal.post('/api/stock-check', { itemCode: WALLPAPER, quantity: 1 }, cookies.customer),
        503,
        'MAINTENANCE',
      );
    });
  });
});
