/**
 * Placing an order (ordering.md §2-§9, D22-D28, D34, D36) through the API, as the order screen uses it:
 * the server-side draft, lines with the ERP's price and obsolescence, pattern rows, the header, the
 * summary, and approval placed exactly once in the ERP, also while it is down or rejects the order.
 */
import {
  type ApprovalResult,
  centsFromAmount,
  type DraftLineResult,
  type OrderDraft,
  type OrderingContext,
  type OrderSummary,
  type PendingOrders,
} from '@selvedge/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sendOrderConfirmation } from '../src/modules/ordering/order-confirmation.js';
import { saveExcludedItemGroups } from '../src/modules/settings/settings.service.js';
import { demo, expectOk, expectProblem } from './support/harness.js';
import {
  approveBody,
  DISCONTINUED_IN_STOCK,
  DISCONTINUED_SOLD_OUT,
  orderingPerFile,
  PATTERNED,
  WALLPAPER,
} from './support/ordering.js';
import { attemptNow } from './support/outbox.js';
import { readsDemoErpTables } from './support/sap-fake.js';
import { signInWithShipTo } from './support/ship-to.js';

const { portal, cookies, current, addLine, patchDraft } = orderingPerFile();

async function draftWithLine(): Promise<OrderDraft> {
  const draft = await current();
  await expectOk(await patchDraft(draft.id, { reference: 'Lobby Hotel Krasnapolsky' }));
  const { draft: withLine } = await expectOk<DraftLineResult>(
    await addLine(draft.id, { itemCode: WALLPAPER, quantity: 4, reference: 'room 12' }),
  );
  return withLine;
}

/** The ERP's orders placed with a portal key (the demo ERP's own table). */
async function erpOrdersOf(customerCode: string): Promise<Array<{ key: string; number: number }>> {
  const result = (await portal.database.db.execute(sql`
    select "U_DBS_PORTALKEY" as key, "DocNum" as number from demo_erp."Documents"
    where "CardCode" = ${customerCode} and "U_DBS_PORTALKEY" is not null and "ObjType" = 17`)) as unknown as {
    rows: Array<{ key: string; number: number }>;
  };
  return result.rows;
}

describe('the draft lives on the server (D22)', () => {
  it('is created once with the default ship-to and the user e-mail, and resumed on another device', async () => {
    const first = await current();
    expect(first).toMatchObject({
      state: 'open',
      orderType: 'B2B',
      email: demo.customer,
      lines: [],
      shippingAddress: { addressId: 'Ship to', city: 'Utrecht', country: 'NL' },
    });
    const otherDevice = await portal.signIn(demo.customer);
    expect((await current(otherDevice)).id).toBe(first.id);
    expect(
      (await expectOk<OrderDraft>(await portal.get(`/api/order-drafts/${first.id}`, otherDevice))).id,
    ).toBe(first.id);
  });

  it('saves the header whenever reference or address changes; a typed address keeps the country', async () => {
    const draft = await current();
    const address = {
      addressId: null,
      name: 'Atelier',
      street: 'Kade 1',
      zipCode: '1011 AB',
      city: 'Amsterdam',
      country: 'NL',
    };
    const saved = await expectOk<OrderDraft>(
      await patchDraft(draft.id, { reference: 'Hotel', shippingAddress: address }),
    );
    expect(saved).toMatchObject({ reference: 'Hotel', shippingAddress: address });
    expect((await current()).shippingAddress).toEqual(address);
    // C10001 has neither the export nor the other-country flag: the country is not theirs to choose.
    const elsewhere = await patchDraft(draft.id, { shippingAddress: { ...address, country: 'DE' } });
    expectProblem(elsewhere, 400, 'VALIDATION_FAILED');
    const long = await patchDraft(draft.id, { shippingAddress: { ...address, street: 'x'.repeat(41) } });
    expectProblem(long, 400, 'VALIDATION_FAILED');
    const shippingType = await patchDraft(draft.id, { shippingTypeCode: '2' });
    expectProblem(shippingType, 403, 'FORBIDDEN');
    expect((await current()).shippingAddress).toEqual(address);
  });
});

describe('lines (ordering §4 steps 2-7)', () => {
  it('prices a line through the ERP and merges the same item and reference', async () => {
    const draft = await current();
    const added = await expectOk<DraftLineResult>(
      await addLine(draft.id, { itemCode: 'hf-1011', quantity: 3, reference: 'A' }),
    );
    expect(added.outcome).toBe('added');
    const [line] = added.draft.lines;
    expect(line).toMatchObject({ lineNumber: 1, itemCode: WALLPAPER, quantity: 3, reference: 'A' });
    expect(line?.unitPrice).toBeGreaterThan(0);
    expect(line?.amount).toBe(Math.round((line?.unitPrice ?? 0) * 3 * 100) / 100);

    const merged = await expectOk<DraftLineResult>(
      await addLine(draft.id, { itemCode: WALLPAPER, quantity: 2.25, reference: 'A' }),
    );
    expect(merged.outcome).toBe('merged');
    expect(merged.draft.lines).toHaveLength(1);
    expect(merged.draft.lines[0]?.quantity).toBe(5.25);

    const other = await expectOk<DraftLineResult>(
      await addLine(draft.id, { itemCode: WALLPAPER, quantity: 1, reference: 'B' }),
    );
    expect(other.outcome).toBe('added');
    expect(other.draft.lines.map((l) => l.quantity)).toEqual([5.25, 1]);
    expect(other.draft.linesTotal).toBe(
      Math.round(other.draft.lines.reduce((sum, l) => sum + (l.amount ?? 0) * 100, 0)) / 100,
    );
  });

  it('refuses what may not be ordered and stores nothing', async () => {
    const draft = await current();
    expectProblem(await addLine(draft.id, { itemCode: 'NOPE-1', quantity: 1 }), 422, 'ITEM_UNKNOWN');
    expectProblem(await addLine(draft.id, { itemCode: 'S-HF-1011', quantity: 1 }), 422, 'ITEM_UNKNOWN');
    expectProblem(await addLine(draft.id, { itemCode: WALLPAPER, quantity: 0 }), 400, 'VALIDATION_FAILED');
    expectProblem(
      await addLine(draft.id, { itemCode: WALLPAPER, quantity: 1.234 }),
      400,
      'VALIDATION_FAILED',
    );
    expectProblem(
      await addLine(draft.id, { itemCode: DISCONTINUED_SOLD_OUT, quantity: 1 }),
      409,
      'ITEM_DISCONTINUED',
    );
    expect((await current()).lines).toEqual([]);
    // D27: obsolete with enough stock is ordered as usual.
    expect(
      (
        await expectOk<DraftLineResult>(
          await addLine(draft.id, { itemCode: DISCONTINUED_IN_STOCK, quantity: 1 }),
        )
      ).outcome,
    ).toBe('added');
  });

  it('never offers or accepts an excluded product group (D34)', async () => {
    const draft = await current();
    await saveExcludedItemGroups(portal.database.db, ['101']);
    try {
      expectProblem(await addLine(draft.id, { itemCode: WALLPAPER, quantity: 1 }), 422, 'ITEM_UNKNOWN');
      expectProblem(await portal.get(`/api/items/${WALLPAPER}`, cookies.customer), 404, 'NOT_FOUND');
      const search = await expectOk<{ items: Array<{ code: string }> }>(
        await portal.get('/api/items?code=HF', cookies.customer),
      );
      expect(search.items).toEqual([]);
    } finally {
      await saveExcludedItemGroups(portal.database.db, []);
    }
    const search = await expectOk<{ items: Array<{ code: string }>; total: number }>(
      await portal.get('/api/items?name=florals', cookies.customer),
    );
    expect(search.items.map((i) => i.code)).toContain(WALLPAPER);
    expect(search.total).toBe(search.items.length);
  });

  it('computes pattern rows on the server and sets the quantity to their total (D25)', async () => {
    const draft = await current();
    expectProblem(await addLine(draft.id, { itemCode: PATTERNED, quantity: 5 }), 422, 'PATTERN_REQUIRED');
    const result = await expectOk<DraftLineResult>(
      await addLine(draft.id, {
        itemCode: PATTERNED,
        quantity: 1,
        patterns: [
          { rows: 3, rowLength: 2.5 },
          { rows: 1, rowLength: 1.1, isNoPatternCalculation: true },
        ],
      }),
    );
    const [line] = result.draft.lines;
    // 2.50 m over a 32 cm repeat: 8 repeats = 2.56 m a lane, 3 lanes 7.68 m; plus 1.10 m as entered.
    expect(line?.patterns).toEqual([
      { rows: 3, rowLength: 2.5, requiredLength: 2.56, rowTotal: 7.68, isNoPatternCalculation: false },
      { rows: 1, rowLength: 1.1, requiredLength: 1.1, rowTotal: 1.1, isNoPatternCalculation: true },
    ]);
    expect(line?.quantity).toBe(8.78);
    expect(line).toMatchObject({ isPatternRequired: true, patternRepeatCm: 32 });
  });

  it('changes and deletes lines; a line changed into a discontinued item is removed', async () => {
    const draft = await draftWithLine();
    const lineId = draft.lines[0]?.id as string;
    const changed = await expectOk<DraftLineResult>(
      await portal.put(
        `/api/order-drafts/${draft.id}/lines/${lineId}`,
        { itemCode: WALLPAPER, quantity: 6, reference: 'room 12' },
        cookies.customer,
      ),
    );
    expect(changed).toMatchObject({ outcome: 'updated', lineId });
    expect(changed.draft.lines[0]?.quantity).toBe(6);
    expectProblem(
      await portal.put(
        `/api/order-drafts/${draft.id}/lines/${lineId}`,
        { itemCode: DISCONTINUED_SOLD_OUT, quantity: 1 },
        cookies.customer,
      ),
      409,
      'ITEM_DISCONTINUED',
    );
    expect((await current()).lines).toEqual([]);
    const again = await draftWithLine();
    const deleted = await expectOk<OrderDraft>(
      await portal.del(`/api/order-drafts/${again.id}/lines/${again.lines[0]?.id}`, cookies.customer),
    );
    expect(deleted.lines).toEqual([]);
  });

  it('keeps a line unpriced while the ERP is down (D36)', async () => {
    const draft = await current();
    portal.erp.setFailing(true);
    const result = await expectOk<DraftLineResult>(
      await addLine(draft.id, { itemCode: WALLPAPER, quantity: 2 }),
    );
    expect(result.draft.lines[0]).toMatchObject({ quantity: 2, unitPrice: null, amount: null });
    expect(result.draft.hasUnpricedLines).toBe(true);
  });
});

/** The placed order as the next sync brings it into the portal: its detail, with the ERP's totals. */
async function syncedOrder(documentNumber: number | null) {
  await portal.sync();
  const listed = expectOk<{ rows: Array<{ documentId: number }> }>(
    await portal.get(`/api/orders?search=${documentNumber}`, cookies.customer),
  );
  return expectOk<{ totals: { net: number; vat: number; gross: number } }>(
    await portal.get(`/api/orders/${listed.rows[0]?.documentId}`, cookies.customer),
  );
}

describe('summary (D28)', () => {
  it('gives the expenses from the ERP and the total with VAT at the customer rate', async () => {
    const draft = await draftWithLine();
    const context = await expectOk<OrderingContext>(
      await portal.get('/api/ordering/context', cookies.customer),
    );
    expect(context.customer).toMatchObject({
      code: 'C10001',
      isExport: false,
      hasAddressBook: false,
      vatPercent: 21,
    });
    expect(context.billTo).toMatchObject({ city: 'Utrecht' });
    expect(context.termsUrl).toMatch(/^https?:\/\//);
    const summary = await expectOk<OrderSummary>(
      await portal.post(`/api/order-drafts/${draft.id}/summary`, {}, cookies.customer),
    );
    expect(summary.expenses).not.toBeNull();
    const cents = (n: number | null) => Math.round((n ?? 0) * 100);
    expect(cents(summary.linesTotal)).toBe(cents(draft.linesTotal));
    expect(cents(summary.total)).toBe(
      cents(summary.linesTotal) + cents(summary.expensesTotal) + cents(summary.vat),
    );
    portal.erp.setFailing(true);
    const offline = await expectOk<OrderSummary>(
      await portal.post(`/api/order-drafts/${draft.id}/summary`, {}, cookies.customer),
    );
    expect(offline).toMatchObject({ expenses: null, total: null, linesTotal: summary.linesTotal });
  });
});

describe('approval, exactly once (D23, D24)', () => {
  it('refuses an incomplete draft and changes nothing', async () => {
    const empty = await current();
    expectProblem(
      await portal.post(`/api/order-drafts/${empty.id}/approve`, approveBody, cookies.customer),
      422,
      'DRAFT_HAS_NO_LINES',
    );
    const draft = await draftWithLine();
    await expectOk(await patchDraft(draft.id, { reference: '' }));
    expectProblem(
      await portal.post(`/api/order-drafts/${draft.id}/approve`, approveBody, cookies.customer),
      422,
      'REFERENCE_REQUIRED',
    );
    expectProblem(
      await portal.post(
        `/api/order-drafts/${draft.id}/approve`,
        { ...approveBody, termsAccepted: false },
        cookies.customer,
      ),
      400,
      'VALIDATION_FAILED',
    );
    expect((await current()).state).toBe('open');
  });

  it('places the order in the ERP, whichever it is, and the next sync lists it under its number', async () => {
    const draft = await draftWithLine();
    const result = expectOk<ApprovalResult>(
      await portal.post(`/api/order-drafts/${draft.id}/approve`, approveBody, cookies.customer),
    );
    expect(result).toMatchObject({ state: 'placed', erpMessage: null });
    await portal.sync();
    const listed = expectOk<{ rows: Array<{ orderNumber: number; itemCode: string; quantity: number }> }>(
      await portal.get(`/api/orders?search=${result.documentNumber}`, cookies.customer),
    );
    expect(listed.rows.map((row) => [row.orderNumber, row.itemCode, row.quantity])).toEqual([
      [result.documentNumber, WALLPAPER, 4],
    ]);
  });

  it("the ERP's order has the total the customer approved, freight and VAT to the cent (D28)", async () => {
    // Two small lines: under the free-freight value, each with its own VAT when SAP rounds per line.
    const draft = await current();
    await expectOk(await patchDraft(draft.id, { reference: 'Freight' }));
    await expectOk(await addLine(draft.id, { itemCode: WALLPAPER, quantity: 1, reference: 'room 12' }));
    await expectOk(await addLine(draft.id, { itemCode: WALLPAPER, quantity: 1, reference: 'room 14' }));
    const summary = await expectOk<OrderSummary>(
      await portal.post(`/api/order-drafts/${draft.id}/summary`, {}, cookies.customer),
    );
    // The ERP's name, and the kind the portal names it by in the reader's language (D9).
    expect(
      summary.expenses?.map((expense) => [expense.name, expense.kind]),
      `lines ${summary.linesTotal}`,
    ).toEqual([['Freight', 'freight']]);
    const result = expectOk<ApprovalResult>(
      await portal.post(`/api/order-drafts/${draft.id}/approve`, approveBody, cookies.customer),
    );
    expect(result.state).toBe('placed');
    const order = await syncedOrder(result.documentNumber);
    const cents = (amount: number | null) => centsFromAmount(amount ?? Number.NaN);
    expect(cents(order.totals.gross)).toBe(cents(summary.total));
    expect(cents(order.totals.vat)).toBe(cents(summary.vat));
    expect(cents(order.totals.net)).toBe(cents(summary.linesTotal) + cents(summary.expensesTotal));
  });

  it('an order approved without known expenses (the summary said they follow) gets them from the ERP when placed', async () => {
    const draft = await current();
    await expectOk(await patchDraft(draft.id, { reference: 'Freight later' }));
    const { draft: withLine } = await expectOk<DraftLineResult>(
      await addLine(draft.id, { itemCode: WALLPAPER, quantity: 1, reference: 'room 16' }),
    );
    // No summary asked: the draft holds no approved expenses, as when the ERP could not give them.
    const result = expectOk<ApprovalResult>(
      await portal.post(`/api/order-drafts/${draft.id}/approve`, approveBody, cookies.customer),
    );
    expect(result.state).toBe('placed');
    const order = await syncedOrder(result.documentNumber);
    // The freight of a small domestic order (docs/erp-demo.md): 17.50 on top of the line.
    expect(centsFromAmount(order.totals.net)).toBe(centsFromAmount(withLine.linesTotal ?? Number.NaN) + 1750);
  });

  readsDemoErpTables(
    'places the order, answers its number, mails the confirmation and starts a new draft',
    async () => {
      const draft = await draftWithLine();
      const before = (await erpOrdersOf('C10001')).length;
      const result = await expectOk<ApprovalResult>(
        await portal.post(`/api/order-drafts/${draft.id}/approve`, approveBody, cookies.customer),
      );
      expect(result).toMatchObject({ draftId: draft.id, state: 'placed', erpMessage: null });
      expect(result.documentNumber).toBeGreaterThan(0);
      const orders = await erpOrdersOf('C10001');
      expect(orders).toHaveLength(before + 1);
      expect(orders.map((o) => o.number)).toContain(result.documentNumber);

      const pending = await expectOk<PendingOrders>(
        await portal.get('/api/order-drafts/pending', cookies.customer),
      );
      expect(pending.orders).toContainEqual(
        expect.objectContaining({
          draftId: draft.id,
          state: 'placed',
          documentNumber: result.documentNumber,
          lineCount: 1,
        }),
      );
      expect(await sendOrderConfirmation(portal.deps, draft.id)).toBe(true);
      expect(await sendOrderConfirmation(portal.deps, draft.id)).toBe(false);
      const [mail] = await portal.mailbox('inkoop@devries.example');
      expect(mail?.subject).toBe(`Order confirmation ${result.documentNumber}`);
      expect(mail?.text).toContain('HF-1011 Heritage Florals Ivy Ivory (room 12): 4,00 roll');
      expect(mail?.text).toContain('Lobby Hotel Krasnapolsky');
      // The ERP's ship-to under the business partner's name, not its key "Ship to"; the country named.
      expect(mail?.text).toContain(
        'Interieurhuis De Vries B.V., Oudegracht 112, 3511 AW Utrecht, Netherlands',
      );

      // A placed draft no longer changes; the next visit gets a new one.
      expectProblem(await addLine(draft.id, { itemCode: WALLPAPER, quantity: 1 }), 409, 'DRAFT_NOT_EDITABLE');
      const next = await current();
      expect(next.id).not.toBe(draft.id);
      expect(next.lines).toEqual([]);
      // Once the sync has the order, it is in the list and no longer pending.
      await portal.sync();
      const after = await expectOk<PendingOrders>(
        await portal.get('/api/order-drafts/pending', cookies.customer),
      );
      expect(after.orders.map((o) => o.draftId)).not.toContain(draft.id);
    },
  );

  readsDemoErpTables('50 parallel approvals of one draft make exactly one ERP order', async () => {
    const draft = await draftWithLine();
    const before = (await erpOrdersOf('C10001')).length;
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        portal.post(`/api/order-drafts/${draft.id}/approve`, approveBody, cookies.customer),
      ),
    );
    for (const response of results) expect(response.statusCode, response.body).toBe(200);
    expect(await erpOrdersOf('C10001')).toHaveLength(before + 1);
    const placed = await expectOk<OrderDraft>(
      await portal.get(`/api/order-drafts/${draft.id}`, cookies.customer),
    );
    expect(placed.state).toBe('placed');
    expect(new Set(results.map((r) => (r.json() as ApprovalResult).draftId))).toEqual(new Set([draft.id]));
  });

  readsDemoErpTables(
    'queues the order while the ERP is down and places it once when it returns',
    async () => {
      const draft = await draftWithLine();
      const before = (await erpOrdersOf('C10001')).length;
      portal.erp.setFailing(true);
      const result = await expectOk<ApprovalResult>(
        await portal.post(`/api/order-drafts/${draft.id}/approve`, approveBody, cookies.customer),
      );
      expect(result).toMatchObject({ state: 'queued', documentNumber: null });
      const pending = await expectOk<PendingOrders>(
        await portal.get('/api/order-drafts/pending', cookies.customer),
      );
      expect(pending.orders).toContainEqual(expect.objectContaining({ draftId: draft.id, state: 'queued' }));
      // The next try was scheduled with the queued state, in the same transaction.
      expect(await portal.deps.jobs.countJobs('order-placement', 'created')).toBeGreaterThanOrEqual(2);
      expect((await attemptNow(portal, draft.id)).kind).toBe('queued');

      portal.erp.setFailing(false);
      await new Promise((resolve) => setTimeout(resolve, 250)); // the circuit half-opens (200 ms in tests)
      expect((await attemptNow(portal, draft.id)).kind).toBe('placed');
      expect((await attemptNow(portal, draft.id)).kind).toBe('skipped');
      expect(await erpOrdersOf('C10001')).toHaveLength(before + 1);
      const placed = await expectOk<OrderDraft>(
        await portal.get(`/api/order-drafts/${draft.id}`, cookies.customer),
      );
      expect(placed.state).toBe('placed');
      expect(placed.documentNumber).toBeGreaterThan(0);
    },
  );

  readsDemoErpTables(
    'brings a rejected order back to the draft with its lines and the ERP message',
    async () => {
      const draft = await draftWithLine();
      await portal.database.db.execute(
        sql`update demo_erp."BusinessPartners" set "Valid" = 'tNO' where "CardCode" = 'C10001'`,
      );
      try {
        const result = await expectOk<ApprovalResult>(
          await portal.post(`/api/order-drafts/${draft.id}/approve`, approveBody, cookies.customer),
        );
        expect(result).toMatchObject({ state: 'rejected', erpMessage: 'Customer C10001 is blocked' });
      } finally {
        await portal.database.db.execute(
          sql`update demo_erp."BusinessPartners" set "Valid" = 'tYES' where "CardCode" = 'C10001'`,
        );
      }
      const back = await current();
      expect(back).toMatchObject({ id: draft.id, state: 'open', erpMessage: 'Customer C10001 is blocked' });
      expect(back.lines.map((l) => [l.itemCode, l.quantity, l.reference])).toEqual([
        [WALLPAPER, 4, 'room 12'],
      ]);
      const again = await expectOk<ApprovalResult>(
        await portal.post(`/api/order-drafts/${draft.id}/approve`, approveBody, cookies.customer),
      );
      expect(again).toMatchObject({ state: 'placed', erpMessage: null });
    },
  );
});

describe("the demo ERP's outage switch (settings)", () => {
  readsDemoErpTables(
    'an administrator switches the demo ERP off and on; orders queue meanwhile',
    async () => {
      const admin = await portal.signIn(demo.admin);
      expect(
        (await expectOk<{ isDown: boolean }>(await portal.get('/api/settings/demo-erp', admin))).isDown,
      ).toBe(false);
      expect(
        (
          await expectOk<{ isDown: boolean }>(
            await portal.put('/api/settings/demo-erp', { isDown: true }, admin),
          )
        ).isDown,
      ).toBe(true);
      try {
        const draft = await current();
        await expectOk(await patchDraft(draft.id, { reference: 'During the outage' }));
        await expectOk(await addLine(draft.id, { itemCode: WALLPAPER, quantity: 1 }));
        const result = await expectOk<ApprovalResult>(
          await portal.post(`/api/order-drafts/${draft.id}/approve`, approveBody, cookies.customer),
        );
        expect(result.state).toBe('queued');
      } finally {
        await expectOk(await portal.put('/api/settings/demo-erp', { isDown: false }, admin));
      }
      expect(portal.erp.isFailing()).toBe(false);
      expect((await portal.logs()).map((entry) => entry.event)).toContain('DEMO_ERP_SWITCHED');
    },
  );
});

describe('who may order (ordering §6, D2)', () => {
  it("another customer's draft does not exist, for every draft endpoint", async () => {
    const draft = await draftWithLine();
    const lineId = draft.lines[0]?.id;
    const other = await signInWithShipTo(portal, demo.export);
    const calls = [
      portal.get(`/api/order-drafts/${draft.id}`, other),
      patchDraft(draft.id, { reference: 'mine' }, other),
      addLine(draft.id, { itemCode: WALLPAPER, quantity: 1 }, other),
      portal.put(
        `/api/order-drafts/${draft.id}/lines/${lineId}`,
        { itemCode: WALLPAPER, quantity: 1 },
        other,
      ),
      portal.del(`/api/order-drafts/${draft.id}/lines/${lineId}`, other),
      portal.post(`/api/order-drafts/${draft.id}/summary`, {}, other),
      portal.post(`/api/order-drafts/${draft.id}/approve`, approveBody, other),
    ];
    for (const response of await Promise.all(calls)) expectProblem(response, 404, 'NOT_FOUND');
    const unchanged = await current();
    expect(unchanged).toMatchObject({ state: 'open', reference: 'Lobby Hotel Krasnapolsky' });
    expect(unchanged.lines).toHaveLength(1);
    const theirs = await expectOk<PendingOrders>(await portal.get('/api/order-drafts/pending', other));
    expect(theirs.orders.every((o) => o.draftId !== draft.id)).toBe(true);
  });

  it('the viewer without the create-order claim and the administrator are refused', async () => {
    const viewer = await portal.signIn(demo.viewer);
    const admin = await portal.signIn(demo.admin);
    for (const cookie of [viewer, admin]) {
      expectProblem(
        await portal.post('/api/order-drafts/current', { orderType: 'B2B' }, cookie),
        403,
        'FORBIDDEN',
      );
      expectProblem(await portal.get('/api/ordering/context', cookie), 403, 'FORBIDDEN');
    }
    expectProblem(
      await portal.post('/api/order-drafts/current', { orderType: 'B2B' }),
      401,
      'UNAUTHENTICATED',
    );
  });
});
