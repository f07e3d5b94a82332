/**
 * What the customer approves is what the ERP gets: a draft's lines are checked
 * again by the summary and the approval. A line whose product group was excluded (D34), whose item was
 * discontinued and sold out (D27) or is no longer sold since it was added is listed by the summary and
 * refuses the approval; a changed price is written to the draft and shown old and new, and an approval
 * on a summary older than a few minutes asks the ERP again and refuses a price the user has not seen.
 */
import type { ApprovalResult, DraftLineResult, OrderDraft, OrderSummary, Problem } from '@selvedge/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRICE_CHECK_MAX_AGE_MS } from '../src/modules/ordering/draft-recheck.js';
import { saveExcludedItemGroups } from '../src/modules/settings/settings.service.js';
import { expectOk, expectProblem } from './support/harness.js';
import { approveBody, FABRIC, orderingPerFile, WALLPAPER } from './support/ordering.js';
import { isSapRun, readsDemoErpTables } from './support/sap-fake.js';

const { portal, cookies, current, addLine, patchDraft } = orderingPerFile();

/** A draft with a reference and one line per item code (4 of the first, 2 of the others). */
async function draftWith(...itemCodes: string[]): Promise<OrderDraft> {
  let draft = await current();
  await expectOk(await patchDraft(draft.id, { reference: 'Hotel' }));
  for (const [index, itemCode] of itemCodes.entries()) {
    const body = { itemCode, quantity: index === 0 ? 4 : 2, reference: '' };
    draft = expectOk<DraftLineResult>(await addLine(draft.id, body)).draft;
  }
  return draft;
}

const summarize = (draftId: string) =>
  portal.post(`/api/order-drafts/${draftId}/summary`, {}, cookies.customer).then(expectOk<OrderSummary>);
const approve = (draftId: string) =>
  portal.post(`/api/order-drafts/${draftId}/approve`, approveBody, cookies.customer);
const draftOf = (draftId: string) =>
  portal.get(`/api/order-drafts/${draftId}`, cookies.customer).then(expectOk<OrderDraft>);

/** How many orders with a portal key the demo ERP holds (null on the SAP run, which has no such table). */
async function erpOrderCount(): Promise<number | null> {
  if (isSapRun()) return null;
  const [result] = await portal.rows<{ n: number }>(
    sql`select count(*)::int as n from demo_erp."Documents" where "ObjType" = 17 and "U_DBS_PORTALKEY" is not null`,
  );
  return result?.n ?? 0;
}

/** The approval is refused because of these lines, and nothing was approved or sent to the ERP. */
async function expectNotOrderable(draftId: string, lineIds: string[]): Promise<void> {
  const before = await erpOrderCount();
  const problem: Problem = expectProblem(await approve(draftId), 422, 'LINES_NOT_ORDERABLE');
  expect(problem.fields).toEqual(lineIds.map((id) => ({ path: `lines.${id}`, code: 'INVALID_VALUE' })));
  expect((await draftOf(draftId)).state).toBe('open');
  expect(await erpOrderCount()).toBe(before);
}

/** Changes a read-model column of an item for the length of `run`. */
async function withItem(
  itemCode: string,
  change: ReturnType<typeof sql>,
  restore: ReturnType<typeof sql>,
  run: () => Promise<void>,
): Promise<void> {
  await portal.database.db.execute(sql`update items set ${change} where code = ${itemCode}`);
  try {
    await run();
  } finally {
    await portal.database.db.execute(sql`update items set ${restore} where code = ${itemCode}`);
  }
}

/** Raises the demo ERP's list price of an item by `euros` for the length of `run`. */
async function withListPriceRaised(itemCode: string, euros: number, run: () => Promise<void>): Promise<void> {
  const raise = (by: number) =>
    portal.database.db.execute(
      sql`update demo_erp."ItemPrices" set "Price" = "Price" + ${by} where "ItemCode" = ${itemCode}`,
    );
  await raise(euros);
  try {
    await run();
  } finally {
    await raise(-euros);
  }
}

const cents = (amount: number | null | undefined) => Math.round((amount ?? 0) * 100);

describe('a line that can no longer be ordered (D27, D34)', () => {
  it('its group excluded after it was added: the summary names it, approval refuses, the ERP gets nothing', async () => {
    const draft = await draftWith(WALLPAPER, FABRIC);
    const [wallpaper, fabric] = draft.lines;
    await saveExcludedItemGroups(portal.database.db, ['101']);
    try {
      const summary = await summarize(draft.id);
      expect(summary.changes).toEqual([
        {
          kind: 'excluded',
          lineId: wallpaper?.id,
          lineNumber: 1,
          itemCode: WALLPAPER,
          itemName: wallpaper?.itemName,
        },
      ]);
      await expectNotOrderable(draft.id, [wallpaper?.id as string]);

      // The read model answers it while the ERP is down too (prices are then not checked, D36).
      portal.erp.setFailing(true);
      expect((await summarize(draft.id)).changes.map((change) => change.kind)).toEqual(['excluded']);
      await expectNotOrderable(draft.id, [wallpaper?.id as string]);
      portal.erp.setFailing(false);
      await new Promise((resolve) => setTimeout(resolve, 250)); // the circuit half-opens (200 ms in tests)

      // Without the line the order goes through.
      await expectOk(
        await portal.del(`/api/order-drafts/${draft.id}/lines/${wallpaper?.id}`, cookies.customer),
      );
      expect((await summarize(draft.id)).changes).toEqual([]);
      const result = expectOk<ApprovalResult>(await approve(draft.id));
      expect(result.state).toBe('placed');
      expect(fabric?.itemCode).toBe(FABRIC);
    } finally {
      await saveExcludedItemGroups(portal.database.db, []);
    }
  });

  it('its item discontinued and sold out meanwhile: listed, and approval refuses it', async () => {
    const draft = await draftWith(WALLPAPER);
    const line = draft.lines[0] as OrderDraft['lines'][number];
    const [stock] = await portal.rows<{ available: string }>(
      sql`select available from stock_levels where item_code = ${WALLPAPER}`,
    );
    expect(Number(stock?.available)).toBeGreaterThan(line.quantity);
    await withItem(WALLPAPER, sql`is_discontinued = true`, sql`is_discontinued = false`, async () => {
      // Discontinued with enough free stock is ordered as usual (D27).
      expect((await summarize(draft.id)).changes).toEqual([]);
      await portal.database.db.execute(
        sql`update stock_levels set available = ${line.quantity - 1} where item_code = ${WALLPAPER}`,
      );
      try {
        const summary = await summarize(draft.id);
        expect(summary.changes).toEqual([expect.objectContaining({ kind: 'discontinued', lineId: line.id })]);
        await expectNotOrderable(draft.id, [line.id]);
      } finally {
        await portal.database.db.execute(
          sql`update stock_levels set available = ${stock?.available} where item_code = ${WALLPAPER}`,
        );
      }
    });
  });

  it('its item no longer sold: listed as unavailable, and approval refuses it', async () => {
    const draft = await draftWith(WALLPAPER);
    const lineId = draft.lines[0]?.id as string;
    await withItem(WALLPAPER, sql`is_active = false`, sql`is_active = true`, async () => {
      expect((await summarize(draft.id)).changes).toEqual([
        expect.objectContaining({ kind: 'unavailable', lineId, itemCode: WALLPAPER }),
      ]);
      await expectNotOrderable(draft.id, [lineId]);
    });
  });
});

describe('a price changed since the line was added', () => {
  readsDemoErpTables(
    'the summary shows old and new, the draft and the totals hold the new one, approval passes',
    async () => {
      const draft = await draftWith(WALLPAPER);
      const line = draft.lines[0] as OrderDraft['lines'][number];
      const old = line.unitPrice as number;
      await withListPriceRaised(WALLPAPER, 5, async () => {
        const summary = await summarize(draft.id);
        expect(summary.changes).toEqual([
          {
            kind: 'priceChanged',
            lineId: line.id,
            lineNumber: 1,
            itemCode: WALLPAPER,
            itemName: line.itemName,
            oldUnitPrice: old,
            newUnitPrice: expect.any(Number),
          },
        ]);
        const [change] = summary.changes;
        const now = change?.kind === 'priceChanged' ? change.newUnitPrice : 0;
        expect(now).toBeGreaterThan(old);

        const held = await draftOf(draft.id);
        expect(held.lines[0]?.unitPrice).toBe(now);
        expect(cents(summary.linesTotal)).toBe(cents(now) * 4);
        expect(cents(held.linesTotal)).toBe(cents(summary.linesTotal));
        // Seen once, it is no longer a change.
        expect((await summarize(draft.id)).changes).toEqual([]);

        const result = expectOk<ApprovalResult>(await approve(draft.id));
        expect(result.state).toBe('placed');
      });
    },
  );

  readsDemoErpTables(
    'an approval on a summary older than a few minutes asks again: 409, then the summary shows it',
    async () => {
      const draft = await draftWith(WALLPAPER, FABRIC);
      const [wallpaper, fabric] = draft.lines;
      expect((await summarize(draft.id)).changes).toEqual([]);
      const before = await erpOrderCount();
      await withListPriceRaised(WALLPAPER, 5, async () => {
        portal.clock.advance(PRICE_CHECK_MAX_AGE_MS + 60_000);
        const problem = expectProblem(await approve(draft.id), 409, 'PRICES_CHANGED');
        expect(problem.fields).toEqual([{ path: `lines.${wallpaper?.id}.unitPrice`, code: 'INVALID_VALUE' }]);
        // Nothing approved, nothing placed; the draft still holds what the user saw, for the summary
        // the screen asks next to show old and new.
        const held = await draftOf(draft.id);
        expect(held.state).toBe('open');
        expect(held.lines.map((l) => l.unitPrice)).toEqual([wallpaper?.unitPrice, fabric?.unitPrice]);
        expect(await erpOrderCount()).toBe(before);

        const summary = await summarize(draft.id);
        expect(summary.changes).toEqual([
          expect.objectContaining({
            kind: 'priceChanged',
            lineId: wallpaper?.id,
            oldUnitPrice: wallpaper?.unitPrice,
          }),
        ]);
        const [change] = summary.changes;
        expect((await draftOf(draft.id)).lines[0]?.unitPrice).toBe(
          change?.kind === 'priceChanged' ? change.newUnitPrice : null,
        );
        const result = expectOk<ApprovalResult>(await approve(draft.id));
        expect(result.state).toBe('placed');
      });
    },
  );
});
