/**
 * The sample order (ordering.md §2 "Sample order screen", §4 "Sample order flow", §5, §9; D26, D28)
 * through the API: sample lookups with the hidden S, the 106 and 107 quantity rules, other groups
 * refused, VAT 21 %, the handling charge, the export customer kept out, and approval through the same
 * outbox as the regular order.
 */
import type {
  ApprovalResult,
  DraftLineResult,
  ItemSearchResult,
  OrderDraft,
  OrderItem,
  OrderSummary,
} from '@selvedge/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { demo, expectOk, expectProblem } from './support/harness.js';
import { orderingPerFile } from './support/ordering.js';
import { attemptNow } from './support/outbox.js';
import { readsDemoErpTables } from './support/sap-fake.js';
import { signInWithShipTo } from './support/ship-to.js';

const { portal, cookies, current, addLine, patchDraft } = orderingPerFile();

/** The sample cut of the Heritage Florals wallpaper (group 106) and the collection's sample book (107). */
const CUT = 'SHF-1011';
const BOOK = 'SB-HF';

beforeAll(async () => {
  // A wallpaper whose own code starts with S and that has no sample (a fourth colour): the tiny demo
  // data has no such collection, so the read model gets one.
  await portal.database.db.execute(sql`
    insert into items (code, name, collection, group_code, sales_unit, pattern_repeat_cm, is_staggered,
      is_pattern_required, vat_group, image_url, is_discontinued, sample_code, sales_bom, is_active, erp_updated_at)
    select 'SC-1014', 'Stripes & Co Candy Blue', 'Stripes & Co', group_code, sales_unit, pattern_repeat_cm,
      is_staggered, is_pattern_required, vat_group, null, false, null, null, true, now()
    from items where code = 'HF-1011'`);
});

const sampleDraft = (cookie = cookies.customer) => current(cookie, 'SAMPLE');
const linesOf = (draft: OrderDraft) =>
  draft.lines.map((line) => [line.itemCode, line.quantity, line.reference]);

describe('sample lookups (ordering §4: the S is added and hidden)', () => {
  it('finds the sample of what the user typed, and searches only sample cuts and books', async () => {
    const typed = await expectOk<OrderItem>(
      await portal.get('/api/items/hf-1011?kind=sample', cookies.customer),
    );
    expect(typed).toMatchObject({ code: CUT, groupCode: '106' });
    expect(
      await expectOk<OrderItem>(await portal.get(`/api/items/${CUT}?kind=sample`, cookies.customer)),
    ).toMatchObject({
      code: CUT,
    });
    expect(
      await expectOk<OrderItem>(await portal.get('/api/items/B-HF?kind=sample', cookies.customer)),
    ).toMatchObject({
      code: BOOK,
      groupCode: '107',
    });
    // A regular order never offers a sample.
    expectProblem(await portal.get(`/api/items/${CUT}`, cookies.customer), 404, 'NOT_FOUND');

    const search = await expectOk<ItemSearchResult>(
      await portal.get('/api/items?kind=sample&code=HF', cookies.customer),
    );
    expect(search.items.map((item) => item.code)).toContain(CUT);
    expect(search.items.map((item) => item.code)).toContain(BOOK);
    expect(search.items.every((item) => item.code.startsWith('S'))).toBe(true);
    const noStripes = await expectOk<ItemSearchResult>(
      await portal.get('/api/items?kind=sample&code=SC-1014', cookies.customer),
    );
    expect(noStripes.total).toBe(0);
  });

  it('names an item of another group, which a sample order then refuses (D26)', async () => {
    expect(
      await expectOk<OrderItem>(await portal.get('/api/items/SC-1014?kind=sample', cookies.customer)),
    ).toMatchObject({
      code: 'SC-1014',
      groupCode: '101',
    });
    const draft = await sampleDraft();
    const refused = expectProblem(
      await addLine(draft.id, { itemCode: 'SC-1014', quantity: 1 }),
      400,
      'SAMPLE_GROUP_REQUIRED',
    );
    expect(refused.fields).toEqual([{ path: 'itemCode', code: 'INVALID_VALUE' }]);
    expect((await sampleDraft()).lines).toEqual([]);
  });
});

describe('sample quantities (ordering §5, D26)', () => {
  it('gives a cut 0.3 whatever is sent, and merges the same cut into one', async () => {
    const draft = await sampleDraft();
    const first = await expectOk<DraftLineResult>(
      await addLine(draft.id, { itemCode: 'HF-1011', quantity: 4 }),
    );
    expect(linesOf(first.draft)).toEqual([[CUT, 0.3, '']]);
    const again = await expectOk<DraftLineResult>(await addLine(draft.id, { itemCode: CUT, quantity: 0.3 }));
    expect(again.outcome).toBe('merged');
    expect(linesOf(again.draft)).toEqual([[CUT, 0.3, '']]);
  });

  it('takes a book 1 to 5, caps a merge at 5 and refuses more', async () => {
    const draft = await sampleDraft();
    await expectOk(await addLine(draft.id, { itemCode: BOOK, quantity: 3, reference: 'showroom' }));
    const merged = await expectOk<DraftLineResult>(
      await addLine(draft.id, { itemCode: BOOK, quantity: 4, reference: 'showroom' }),
    );
    expect(linesOf(merged.draft)).toEqual([[BOOK, 5, 'showroom']]);
    for (const quantity of [6, 2.5]) {
      const problem = expectProblem(
        await addLine(draft.id, { itemCode: BOOK, quantity }),
        400,
        'VALIDATION_FAILED',
      );
      expect(problem.fields).toEqual([{ path: 'quantity', code: 'INVALID_VALUE' }]);
    }
    expectProblem(
      await addLine(draft.id, { itemCode: BOOK, quantity: 1, patterns: [{ rows: 1, rowLength: 1 }] }),
      400,
      'VALIDATION_FAILED',
    );
    expect(linesOf(await sampleDraft())).toEqual([[BOOK, 5, 'showroom']]);
  });
});

describe('the summary and approval (D26, D28, D24)', () => {
  async function readyDraft(): Promise<OrderDraft> {
    const draft = await sampleDraft();
    await expectOk(await patchDraft(draft.id, { reference: 'Samples spring' }));
    await expectOk(await addLine(draft.id, { itemCode: 'HF-1011', quantity: 1 }));
    const { draft: ready } = await expectOk<DraftLineResult>(
      await addLine(draft.id, { itemCode: BOOK, quantity: 2 }),
    );
    return ready;
  }

  it('charges handling, no freight, and VAT at 21 %', async () => {
    const draft = await readyDraft();
    const summary = await expectOk<OrderSummary>(
      await portal.post(`/api/order-drafts/${draft.id}/summary`, {}, cookies.customer),
    );
    expect(summary.vatPercent).toBe(21);
    expect(summary.expenses?.map((expense) => expense.amount)).toEqual([7.5]);
    // Two books at 12.50 less the customer's 10 %, the cut free: 22.50 + 7.50 handling, 21 % VAT, rounded
    // where the ERP rounds it: once on 30.00 (6.30), or per line, 4.725 and 1.575 (4.73 + 1.58 = 6.31).
    const [vat, total] = portal.deps.erp.vatRounding === 'document' ? [6.3, 36.3] : [6.31, 36.31];
    expect(summary).toMatchObject({ linesTotal: 22.5, expensesTotal: 7.5, vat, total });
  });

  readsDemoErpTables('is placed in the ERP as a SAMPLE order, queued while the ERP is down', async () => {
    const draft = await readyDraft();
    portal.erp.setFailing(true);
    const queued = await expectOk<ApprovalResult>(
      await portal.post(
        `/api/order-drafts/${draft.id}/approve`,
        { email: 'inkoop@devries.example', termsAccepted: true },
        cookies.customer,
      ),
    );
    expect(queued.state).toBe('queued');
    portal.erp.setFailing(false);
    await new Promise((resolve) => setTimeout(resolve, 250)); // the circuit half-opens (200 ms in tests)
    expect((await attemptNow(portal, draft.id)).kind).toBe('placed');
    expect((await attemptNow(portal, draft.id)).kind).toBe('skipped');

    const placed = await expectOk<OrderDraft>(
      await portal.get(`/api/order-drafts/${draft.id}`, cookies.customer),
    );
    const erp = (await portal.database.db.execute(sql`
      select d."U_DBS_OrderType" as type, l."ItemCode" as item, l."Quantity" as quantity
      from demo_erp."Documents" d join demo_erp."DocumentLines" l on l."ObjType" = d."ObjType" and l."DocEntry" = d."DocEntry"
      where d."DocNum" = ${placed.documentNumber} and d."ObjType" = 17 order by l."LineNum"`)) as unknown as {
      rows: Array<{ type: string; item: string; quantity: number | string }>;
    };
    expect(erp.rows.map((row) => [row.type, row.item, Number(row.quantity)])).toEqual([
      ['SAMPLE', CUT, 0.3],
      ['SAMPLE', BOOK, 2],
    ]);
  });
});

describe('who may order samples (ordering §6, D26)', () => {
  it('refuses the export customer, who gets no sample draft', async () => {
    const exporter = await signInWithShipTo(portal, demo.export);
    expectProblem(
      await portal.post('/api/order-drafts/current', { orderType: 'SAMPLE' }, exporter),
      403,
      'FORBIDDEN',
    );
    const [count] = await portal.rows<{ n: number }>(
      sql`select count(*)::int as n from order_drafts where order_type = 'SAMPLE'`,
    );
    expect(count?.n).toBe(0);
  });

  it("another customer's sample draft does not exist for them", async () => {
    const draft = await sampleDraft();
    const viewerOfOther = await signInWithShipTo(portal, demo.export);
    expectProblem(await portal.get(`/api/order-drafts/${draft.id}`, viewerOfOther), 404, 'NOT_FOUND');
    expectProblem(await addLine(draft.id, { itemCode: BOOK, quantity: 1 }, viewerOfOther), 404, 'NOT_FOUND');
  });
});
