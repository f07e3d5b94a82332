/**
 * Ordering again with the same batch (docs/reorder.md) through the API: an order's, a delivery's or an
 * invoice's lines go into the open draft by the draft's own line rules, each with the dye lot it was
 * delivered from and that lot's stock from the read model (never the ERP, stale when the feed is old);
 * the buyer asks for that lot on the line, and the ERP gets it with the order. Another customer's or
 * another ship-to's document is a 404 and changes nothing.
 */
import type {
  ApprovalResult,
  DraftLineResult,
  OrderDraft,
  OrderSummary,
  ReorderPreview,
  ReorderResult,
} from '@selvedge/contracts';
import type { BatchStock } from '@selvedge/erp';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sendOrderConfirmation } from '../src/modules/ordering/order-confirmation.js';
import { saveExcludedItemGroups } from '../src/modules/settings/settings.service.js';
import { demo, expectOk, expectProblem, portalPerFile, signInPerFile } from './support/harness.js';
import { must } from './support/must.js';
import {
  approveBody,
  currentDraft,
  DISCONTINUED_SOLD_OUT,
  PATTERNED,
  WALLPAPER,
} from './support/ordering.js';
import { signInWithShipTo } from './support/ship-to.js';

const portal = portalPerFile({ erpData: 'tiny' });
const cookies = signInPerFile(portal, { customer: demo.customer });

beforeEach(async () => {
  portal.erp.setFailing(false);
  portal.erp.setLatency(0);
  await saveExcludedItemGroups(portal.database.db, []);
  // Every test starts from an empty open draft.
  const draft = await current();
  for (const line of draft.lines)
    await portal.del(`/api/order-drafts/${draft.id}/lines/${line.id}`, cookies.customer);
});

const current = (cookie = cookies.customer) => currentDraft(portal, cookie);

/** One document's lines as the detail screen asks for them, or several sources as a list does. */
const asRequest = (body: object) => ('sources' in body ? body : { sources: [body] });

const preview = async (body: object, cookie = cookies.customer) =>
  expectOk<ReorderPreview>(await portal.post('/api/reorder/preview', asRequest(body), cookie));

const reorder = async (body: object, cookie = cookies.customer) =>
  expectOk<ReorderResult>(await portal.post('/api/reorder', asRequest(body), cookie));

interface DeliveredLine {
  document_id: number;
  line_number: number;
  item_code: string;
  batch_numbers: string;
  base_document_id: number | null;
}

/** A delivered wallpaper line of the demo customer (not a BOM component), with its lot and its order. */
async function deliveredLine(customerCode = 'C10001'): Promise<DeliveredLine> {
  const [line] = await portal.rows<DeliveredLine>(sql`
    select document_id, line_number, item_code, batch_numbers, base_document_id from sales_document_lines
    where kind = 'delivery' and customer_code = ${customerCode} and bom_role = 'none' and status <> 'cancelled'
      and base_kind = 'order' and item_code = ${WALLPAPER}
    order by document_id limit 1`);
  return must(line);
}

/** Gives a delivery line this lot, as the documents feed would have. */
async function setDeliveredBatch(line: DeliveredLine, batch: string): Promise<void> {
  await portal.database.db.execute(sql`
    update sales_document_lines set batch_numbers = ${batch}
    where kind = 'delivery' and document_id = ${line.document_id} and line_number = ${line.line_number}`);
}

/** The stock feed's lots of an item, and when the feed last succeeded (minutes ago). */
async function setBatchStock(itemCode: string, batches: BatchStock[], syncedMinutesAgo = 0): Promise<void> {
  await portal.database.db.execute(sql`
    update stock_levels set batches = ${JSON.stringify(batches)}::jsonb where item_code = ${itemCode}`);
  const at = new Date(portal.clock.now().getTime() - syncedMinutesAgo * 60_000);
  await portal.database.db.execute(sql`
    update erp_sync_state set last_succeeded_at = ${at.toISOString()} where feed = 'stock'`);
}

describe('the batch delivered last time, from the read model', () => {
  it('shows the lot and how much of it is left, summed over warehouses, without asking the ERP', async () => {
    const line = await deliveredLine();
    await setDeliveredBatch(line, 'L2026-07, L2026-08');
    await setBatchStock(WALLPAPER, [
      { batchNumber: 'L2026-07', warehouseCode: '01', quantity: 30 },
      { batchNumber: 'L2026-07', warehouseCode: '02', quantity: 12 },
      { batchNumber: 'L2026-09', warehouseCode: '01', quantity: 100 },
    ]);
    // The ERP is down: the answer comes from the read model all the same.
    portal.erp.setFailing(true);
    const answer = await preview({
      kind: 'delivery',
      documentId: line.document_id,
      lineNumbers: [line.line_number],
    });
    expect(answer.lines).toHaveLength(1);
    expect(answer.lines[0]).toMatchObject({
      lineNumber: line.line_number,
      itemCode: WALLPAPER,
      flag: null,
      hasPatterns: false,
      batch: { batchNumber: 'L2026-07', inStock: 42, isStale: false },
    });
  });

  it('says a lot is no longer in stock, and that old figures are old', async () => {
    const line = await deliveredLine();
    await setDeliveredBatch(line, 'L2025-01');
    await setBatchStock(WALLPAPER, [{ batchNumber: 'L2026-09', warehouseCode: '01', quantity: 100 }], 12);
    const [shown] = (
      await preview({ kind: 'delivery', documentId: line.document_id, lineNumbers: [line.line_number] })
    ).lines;
    expect(shown?.batch).toMatchObject({ batchNumber: 'L2025-01', inStock: 0, isStale: true });
    expect(new Date(must(shown?.batch?.asOf)).getTime()).toBe(portal.clock.now().getTime() - 12 * 60_000);
  });

  it("gives an order line the lot of its delivery, and an invoice line its delivery's lot", async () => {
    const line = await deliveredLine();
    await setDeliveredBatch(line, 'L2026-07');
    await setBatchStock(WALLPAPER, [{ batchNumber: 'L2026-07', warehouseCode: '01', quantity: 5 }]);
    const [delivered] = await portal.rows<{ base_line_number: number }>(sql`
      select base_line_number from sales_document_lines
      where kind = 'delivery' and document_id = ${line.document_id} and line_number = ${line.line_number}`);
    const fromOrder = await preview({
      kind: 'order',
      documentId: must(line.base_document_id),
      lineNumbers: [must(delivered).base_line_number],
    });
    expect(fromOrder.lines[0]?.batch).toMatchObject({ batchNumber: 'L2026-07', inStock: 5 });

    const [invoiceLine] = await portal.rows<{ document_id: number; line_number: number }>(sql`
      select document_id, line_number from sales_document_lines
      where kind = 'invoice' and base_kind = 'delivery' and base_document_id = ${line.document_id}
        and base_line_number = ${line.line_number}`);
    if (invoiceLine) {
      await portal.database.db.execute(sql`
        update sales_document_lines set batch_numbers = ''
        where kind = 'invoice' and document_id = ${invoiceLine.document_id}`);
      const fromInvoice = await preview({
        kind: 'invoice',
        documentId: invoiceLine.document_id,
        lineNumbers: [invoiceLine.line_number],
      });
      expect(fromInvoice.lines[0]?.batch?.batchNumber).toBe('L2026-07');
    }
  });
});

describe('ordering again fills the open draft by its line rules', () => {
  it('adds a delivery line at the current price and asks for its lot when the buyer keeps it', async () => {
    const line = await deliveredLine();
    await setDeliveredBatch(line, 'L2026-07');
    await setBatchStock(WALLPAPER, [{ batchNumber: 'L2026-07', warehouseCode: '01', quantity: 42 }]);
    const result = await reorder({
      kind: 'delivery',
      documentId: line.document_id,
      lineNumbers: [line.line_number],
      keepBatchOf: [line.line_number],
    });
    expect(result.lines[0]).toMatchObject({ outcome: 'added', requestedBatch: 'L2026-07', flag: null });
    const added = must(result.draft.lines.find((l) => l.id === result.lines[0]?.draftLineId));
    expect(added).toMatchObject({ itemCode: WALLPAPER, requestedBatch: 'L2026-07' });
    expect(added.unitPrice).toBeGreaterThan(0);
    expect((await current()).lines.map((l) => l.requestedBatch)).toEqual(['L2026-07']);
  });

  it('does not keep the buyer waiting for a slow ERP: the lines come unpriced, and the summary prices them', async () => {
    const line = await deliveredLine();
    // The ERP answers a price only once the test lets it: long after the reorder has answered.
    let answerPrices = () => {};
    const pricesAnswered = new Promise<void>((resolve) => {
      answerPrices = resolve;
    });
    const getPrice = portal.deps.erp.getPrice.bind(portal.deps.erp);
    const slowPrice = vi.spyOn(portal.deps.erp, 'getPrice').mockImplementation(async (query) => {
      await pricesAnswered;
      return getPrice(query);
    });
    let result: ReorderResult;
    try {
      result = await reorder({
        kind: 'delivery',
        documentId: line.document_id,
        lineNumbers: [line.line_number],
      });
      expect(slowPrice).toHaveBeenCalled();
    } finally {
      answerPrices();
      slowPrice.mockRestore();
    }
    expect(result.lines[0]).toMatchObject({ outcome: 'added', flag: null });
    const lineId = must(result.lines[0]?.draftLineId);
    expect(result.draft.lines.find((l) => l.id === lineId)?.unitPrice).toBeNull();

    const summary = expectOk<OrderSummary>(
      await portal.post(`/api/order-drafts/${result.draft.id}/summary`, {}, cookies.customer),
    );
    const priced = (await current()).lines.find((l) => l.id === lineId);
    expect(priced?.unitPrice).toBeGreaterThan(0);
    expect(summary.linesTotal).toBe((await current()).linesTotal);
  });

  it('flags excluded, discontinued-without-stock and unorderable items and does not add them', async () => {
    const [order] = await portal.rows<{ document_id: number }>(sql`
      select document_id from sales_document_lines
      where kind = 'order' and customer_code = 'C10001' and bom_role = 'none' and status <> 'cancelled'
      group by document_id having count(*) >= 3 order by document_id limit 1`);
    const orderId = must(order).document_id;
    const lines = await portal.rows<{ line_number: number }>(sql`
      select line_number from sales_document_lines
      where kind = 'order' and document_id = ${orderId} and bom_role = 'none' order by line_number limit 3`);
    const [first, second, third] = lines.map((l) => l.line_number);
    const setItem = (lineNumber: number | undefined, itemCode: string) =>
      portal.database.db.execute(sql`
        update sales_document_lines set item_code = ${itemCode}, quantity = 1
        where kind = 'order' and document_id = ${orderId} and line_number = ${must(lineNumber)}`);
    // An item of another group than the discontinued one's, whose group the administrator excludes.
    const [excluded] = await portal.rows<{ code: string; group_code: string }>(sql`
      select code, group_code from items where is_active and group_code not in ('106', '107')
        and group_code <> (select group_code from items where code = ${DISCONTINUED_SOLD_OUT})
      order by code limit 1`);
    await setItem(first, must(excluded).code);
    await setItem(second, DISCONTINUED_SOLD_OUT);
    await setItem(third, 'NO-SUCH-ITEM');
    await saveExcludedItemGroups(portal.database.db, [must(excluded).group_code]);

    const result = await reorder({ kind: 'order', documentId: orderId, lineNumbers: [first, second, third] });
    expect(result.lines.map((l) => [l.outcome, l.flag])).toEqual([
      ['flagged', 'excluded'],
      ['flagged', 'discontinuedWithoutStock'],
      ['flagged', 'notOrderable'],
    ]);
    expect(result.draft.lines).toEqual([]);
  });

  it('keeps the pattern rows of an order placed in the portal, and the ERP gets the requested lot', async () => {
    const draft = await current();
    expectOk(
      await portal.patch(`/api/order-drafts/${draft.id}`, { reference: 'Hotel lobby' }, cookies.customer),
    );
    expectOk<DraftLineResult>(
      await portal.post(
        `/api/order-drafts/${draft.id}/lines`,
        { itemCode: PATTERNED, quantity: 1, patterns: [{ rows: 3, rowLength: 2.5 }] },
        cookies.customer,
      ),
    );
    const plain = expectOk<DraftLineResult>(
      await portal.post(
        `/api/order-drafts/${draft.id}/lines`,
        { itemCode: WALLPAPER, quantity: 2 },
        cookies.customer,
      ),
    );
    const withBatch = expectOk<OrderDraft>(
      await portal.put(
        `/api/order-drafts/${draft.id}/lines/${plain.lineId}/batch`,
        { batchNumber: ' L2026-07 ' },
        cookies.customer,
      ),
    );
    expect(withBatch.lines.find((l) => l.id === plain.lineId)?.requestedBatch).toBe('L2026-07');
    const placed = expectOk<ApprovalResult>(
      await portal.post(`/api/order-drafts/${draft.id}/approve`, approveBody, cookies.customer),
    );
    expect(placed.state).toBe('placed');
    const erpLines = await portal.rows<{
      ItemCode: string;
      U_DBS_BATCH: string | null;
      DocEntry: number;
    }>(sql`
      select l."ItemCode", l."U_DBS_BATCH", l."DocEntry" from demo_erp."DocumentLines" l
      join demo_erp."Documents" d on d."ObjType" = l."ObjType" and d."DocEntry" = l."DocEntry"
      where d."ObjType" = 17 and d."DocNum" = ${must(placed.documentNumber)} order by l."LineNum"`);
    expect(erpLines.map((l) => [l.ItemCode, l.U_DBS_BATCH])).toEqual([
      [PATTERNED, null],
      [WALLPAPER, 'L2026-07'],
    ]);
    // The confirmation mail (its job, run here) names the requested lot.
    await sendOrderConfirmation(portal.deps, draft.id);
    const [mail] = await portal.mailbox(approveBody.email);
    expect(mail?.text).toContain('requested batch: L2026-07');
    await portal.sync();
    const docEntry = must(erpLines[0]).DocEntry;
    const again = await reorder({ kind: 'order', documentId: docEntry });
    const patterned = must(again.lines.find((l) => l.itemCode === PATTERNED));
    expect(patterned).toMatchObject({ outcome: 'added', hasPatterns: true, flag: null });
    const line = must(again.draft.lines.find((l) => l.id === patterned.draftLineId));
    expect(line.patterns).toEqual([
      { rows: 3, rowLength: 2.5, requiredLength: 2.56, rowTotal: 7.68, isNoPatternCalculation: false },
    ]);
    expect(line.quantity).toBe(7.68);

    // Once more: each line joins its own on the draft, the pattern rows after the line's own (D25).
    const twice = await reorder({ kind: 'order', documentId: docEntry });
    expect(twice.lines.map((l) => [l.itemCode, l.outcome])).toEqual([
      [PATTERNED, 'merged'],
      [WALLPAPER, 'merged'],
    ]);
    expect(twice.draft.lines.map((l) => [l.itemCode, l.quantity, l.patterns.length])).toEqual([
      [PATTERNED, 15.36, 2],
      [WALLPAPER, 4, 0],
    ]);
  });

  it('asks for a lot on a line and takes any again; a lot too long is refused and changes nothing', async () => {
    const draft = await current();
    const added = expectOk<DraftLineResult>(
      await portal.post(
        `/api/order-drafts/${draft.id}/lines`,
        { itemCode: WALLPAPER, quantity: 1 },
        cookies.customer,
      ),
    );
    const url = `/api/order-drafts/${draft.id}/lines/${added.lineId}/batch`;
    expectOk(await portal.put(url, { batchNumber: 'L1' }, cookies.customer));
    expectProblem(
      await portal.put(url, { batchNumber: 'x'.repeat(37) }, cookies.customer),
      400,
      'VALIDATION_FAILED',
    );
    expectProblem(await portal.put(url, { batchNumber: '' }, cookies.customer), 400, 'VALIDATION_FAILED');
    expect((await current()).lines[0]?.requestedBatch).toBe('L1');
    const cleared = expectOk<OrderDraft>(await portal.put(url, { batchNumber: null }, cookies.customer));
    expect(cleared.lines[0]?.requestedBatch).toBeNull();
  });
});

describe("another customer's documents", () => {
  it('are a 404 for the preview and the reorder, and nothing is added', async () => {
    const foreign = await deliveredLine('C40001').catch(async () => {
      const [row] = await portal.rows<DeliveredLine>(sql`
        select document_id, line_number, item_code, batch_numbers, base_document_id from sales_document_lines
        where kind = 'delivery' and customer_code <> 'C10001' limit 1`);
      return must(row);
    });
    const body = asRequest({ kind: 'delivery', documentId: foreign.document_id });
    expectProblem(await portal.post('/api/reorder/preview', body, cookies.customer), 404, 'NOT_FOUND');
    expectProblem(await portal.post('/api/reorder', body, cookies.customer), 404, 'NOT_FOUND');
    expect((await current()).lines).toEqual([]);
  });

  it("are a 404 for an export customer's other ship-to, and an unknown line is a 404", async () => {
    const [other] = await portal.rows<{ id: number }>(sql`
      select id from sales_documents
      where kind = 'delivery' and customer_code = 'C40001' and ship_to_id <> 'Manchester warehouse' limit 1`);
    const exporter = await signInWithShipTo(portal, demo.export);
    if (other) {
      expectProblem(
        await portal.post(
          '/api/reorder/preview',
          asRequest({ kind: 'delivery', documentId: other.id }),
          exporter,
        ),
        404,
        'NOT_FOUND',
      );
    }
    const own = await deliveredLine();
    expectProblem(
      await portal.post(
        '/api/reorder',
        asRequest({ kind: 'delivery', documentId: own.document_id, lineNumbers: [9999] }),
        cookies.customer,
      ),
      404,
      'NOT_FOUND',
    );
    expect((await current()).lines).toEqual([]);
  });

  it('refuses strange input with 400 and no 500', async () => {
    for (const source of [
      { kind: 'creditNote', documentId: 1 },
      { kind: 'order', documentId: -1 },
      { kind: 'order', documentId: 1, lineNumbers: [] },
      { kind: 'order', documentId: 1, lineNumbers: Array.from({ length: 201 }, (_, i) => i) },
      { kind: 'order', documentId: 1, keepBatchOf: ['x'] },
      { kind: 'order', documentId: 1, extra: true },
    ]) {
      expectProblem(
        await portal.post('/api/reorder', asRequest(source), cookies.customer),
        400,
        'VALIDATION_FAILED',
      );
    }
    const order = { kind: 'order', documentId: 1 };
    for (const body of [
      // The one-document shape before the lists could order again is no longer taken.
      order,
      { sources: [] },
      { sources: [order, order] },
      { sources: Array.from({ length: 51 }, (_, i) => ({ kind: 'order', documentId: i + 1 })) },
      { sources: [order], extra: true },
    ]) {
      expectProblem(
        await portal.post('/api/reorder/preview', body, cookies.customer),
        400,
        'VALIDATION_FAILED',
      );
    }
  });
});

describe("a list's selection: lines of several documents", () => {
  /** Two delivered lines of the demo customer, on two different deliveries. */
  async function twoDeliveries(): Promise<[DeliveredLine, DeliveredLine]> {
    const rows = await portal.rows<DeliveredLine>(sql`
      select distinct on (document_id) document_id, line_number, item_code, batch_numbers, base_document_id
      from sales_document_lines
      where kind = 'delivery' and customer_code = 'C10001' and bom_role = 'none' and status <> 'cancelled'
        and item_code = ${WALLPAPER}
      order by document_id, line_number limit 2`);
    expect(rows).toHaveLength(2);
    return [must(rows[0]), must(rows[1])];
  }

  it('previews and adds them in one step, each line naming its document and keeping its lot', async () => {
    const [first, second] = await twoDeliveries();
    await setDeliveredBatch(first, 'L2026-07');
    await setDeliveredBatch(second, 'L2026-11');
    await setBatchStock(WALLPAPER, [{ batchNumber: 'L2026-07', warehouseCode: '01', quantity: 30 }]);
    const sources = [
      { kind: 'delivery', documentId: first.document_id, lineNumbers: [first.line_number] },
      { kind: 'delivery', documentId: second.document_id, lineNumbers: [second.line_number] },
    ];
    const answer = await preview({ sources });
    expect(answer.lines.map((line) => [line.documentId, line.lineNumber, line.batch?.batchNumber])).toEqual([
      [first.document_id, first.line_number, 'L2026-07'],
      [second.document_id, second.line_number, 'L2026-11'],
    ]);

    const result = await reorder({
      sources: [{ ...sources[0], keepBatchOf: [first.line_number] }, sources[1]],
    });
    expect(result.lines.map((line) => [line.documentId, line.outcome, line.requestedBatch])).toEqual([
      [first.document_id, 'added', 'L2026-07'],
      // Same item and reference: the draft merges it into the first line (its own rule).
      [second.document_id, expect.stringMatching(/added|merged/), null],
    ]);
    const draft = await current();
    expect(
      draft.lines.some((line) => line.itemCode === WALLPAPER && line.requestedBatch === 'L2026-07'),
    ).toBe(true);
  });

  it("refuses the whole selection with 404 when one document is another customer's, and adds nothing", async () => {
    const [own] = await twoDeliveries();
    const [foreign] = await portal.rows<{ id: number }>(sql`
      select id from sales_documents where kind = 'delivery' and customer_code <> 'C10001' limit 1`);
    const body = {
      sources: [
        { kind: 'delivery', documentId: own.document_id },
        { kind: 'delivery', documentId: must(foreign).id },
      ],
    };
    expectProblem(await portal.post('/api/reorder/preview', body, cookies.customer), 404, 'NOT_FOUND');
    expectProblem(await portal.post('/api/reorder', body, cookies.customer), 404, 'NOT_FOUND');
    // The own document first, the foreign one last: still nothing of the own one was added.
    expect((await current()).lines).toEqual([]);
  });

  it('refuses more than REORDER_LINES_MAX lines in all with its own code, and adds nothing', async () => {
    const [first, second] = await twoDeliveries();
    const body = {
      sources: [
        {
          kind: 'delivery',
          documentId: first.document_id,
          lineNumbers: Array.from({ length: 150 }, (_, i) => i),
        },
        {
          kind: 'delivery',
          documentId: second.document_id,
          lineNumbers: Array.from({ length: 51 }, (_, i) => i),
        },
      ],
    };
    expectProblem(
      await portal.post('/api/reorder/preview', body, cookies.customer),
      400,
      'REORDER_TOO_MANY_LINES',
    );
    expectProblem(await portal.post('/api/reorder', body, cookies.customer), 400, 'REORDER_TOO_MANY_LINES');
    expect((await current()).lines).toEqual([]);
  });
});
