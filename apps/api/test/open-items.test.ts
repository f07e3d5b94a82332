/**
 * The open items list's header and order: what is open per currency over every item the search finds
 * (not only the page), never another customer's, and the list sorted by due date either way. On the tiny
 * demo ERP, with items in a second currency written into the read model beside the synced ones.
 */
import { type Cents, centsFromAmount, type OpenItem, type OpenItemPage, sumCents } from '@selvedge/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openItems } from '../src/modules/sales-documents/sales-documents.tables.js';
import { demo, expectProblem, portalPerFile } from './support/harness.js';
import { must } from './support/must.js';

const portal = portalPerFile({ erpData: 'tiny' });
let customer: string;
let viewer: string;

/** Open invoices in US dollars for C10001, more than a page of them, with due dates a day apart. */
const USD_ITEMS = 24;
const usdItem = (index: number, customerCode = 'C10001') => {
  const documentId = 990_000 + index + (customerCode === 'C10001' ? 0 : 500);
  const day = String(1 + (index % 28)).padStart(2, '0');
  return {
    id: `invoice:${documentId}`,
    kind: 'invoice' as const,
    documentId,
    documentNumber: 3_990_000 + index + (customerCode === 'C10001' ? 0 : 500),
    customerCode,
    description: `Invoice ${documentId}`,
    date: `2026-0${1 + (index % 9)}-${day}`,
    dueDate: `2026-${index < 12 ? '05' : '06'}-${day}`,
    currency: 'USD',
    total: 1000.5,
    // Amounts whose float sum drifts (0.1 + 0.2): the total must still be exact.
    openAmount: index % 2 === 0 ? 100.1 : 200.2,
    erpUpdatedAt: new Date(),
  };
};

beforeAll(async () => {
  customer = await portal.signIn(demo.customer);
  viewer = await portal.signIn(demo.viewer);
  await portal.database.db.insert(openItems).values([
    ...Array.from({ length: USD_ITEMS }, (_, index) => usdItem(index)),
    // Another customer's dollars: never part of C10001's total.
    usdItem(0, 'C10002'),
    { ...usdItem(1, 'C10002'), openAmount: 55_555.55 },
  ]);
});

async function openPage(url: string, cookie: string = customer): Promise<OpenItemPage> {
  const response = await portal.get(url, cookie);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json() as OpenItemPage;
}

async function allRows(url: string, cookie: string = customer): Promise<OpenItem[]> {
  const first = await openPage(url, cookie);
  const rows = [...first.rows];
  const separator = url.includes('?') ? '&' : '?';
  for (let number = 2; number <= Math.ceil(first.total / first.pageSize); number += 1) {
    rows.push(...(await openPage(`${url}${separator}page=${number}`, cookie)).rows);
  }
  return rows;
}

/** The open amounts of the rows summed per currency in cents, currencies in alphabetical order. */
function totalsOf(rows: readonly Pick<OpenItem, 'currency' | 'openAmount'>[]) {
  const byCurrency = new Map<string, Cents[]>();
  for (const row of rows) {
    byCurrency.set(row.currency, [...(byCurrency.get(row.currency) ?? []), centsFromAmount(row.openAmount)]);
  }
  return [...byCurrency]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, cents]) => ({ currency, cents: sumCents(cents) }));
}

const inCents = (totals: OpenItemPage['openTotals']) =>
  totals.map(({ currency, amount }) => ({ currency, cents: centsFromAmount(amount) }));

describe('GET /api/open-items: what is open', () => {
  it('adds up every open item of the customer per currency, not only the page', async () => {
    const stored = await portal.database.db
      .select()
      .from(openItems)
      .where(eq(openItems.customerCode, 'C10001'));
    const first = await openPage('/api/open-items');
    expect(first.total).toBe(stored.length);
    expect(first.total).toBeGreaterThan(first.pageSize);

    const expected = totalsOf(stored);
    expect(expected.map((total) => total.currency)).toEqual(['EUR', 'USD']);
    expect(inCents(first.openTotals)).toEqual(expected);
    // 12 × 100,10 + 12 × 200,20, exactly.
    expect(first.openTotals.find((total) => total.currency === 'USD')?.amount).toBe(3603.6);
    // The same total on every page: it is the list's, not the page's.
    expect((await openPage('/api/open-items?page=2')).openTotals).toEqual(first.openTotals);
  });

  it('never counts another customer’s items', async () => {
    const mine = await openPage('/api/open-items');
    const theirs = await openPage('/api/open-items', viewer);
    const theirStored = await portal.database.db
      .select()
      .from(openItems)
      .where(eq(openItems.customerCode, 'C10002'));
    expect(inCents(theirs.openTotals)).toEqual(totalsOf(theirStored));
    expect(theirs.openTotals.find((total) => total.currency === 'USD')?.amount).toBe(55_655.65);
    expect(mine.openTotals.find((total) => total.currency === 'USD')?.amount).toBe(3603.6);
  });

  it('adds up what the search finds', async () => {
    const byNumber = await openPage(`/api/open-items?search=${usdItem(3).documentNumber}`);
    expect(byNumber.total).toBe(1);
    expect(byNumber.openTotals).toEqual([{ currency: 'USD', amount: 200.2 }]);

    const dollars = await allRows('/api/open-items?search=USD');
    expect(dollars).toHaveLength(USD_ITEMS);
    expect((await openPage('/api/open-items?search=USD')).openTotals).toEqual([
      { currency: 'USD', amount: 3603.6 },
    ]);

    // "Creditnota" is the list's word for a credit note in Dutch: only the credit notes add up.
    const credits = await allRows('/api/open-items?search=credit');
    const creditPage = await openPage('/api/open-items?search=credit');
    expect(credits.every((row) => row.kind === 'creditNote')).toBe(true);
    expect(inCents(creditPage.openTotals)).toEqual(totalsOf(credits));

    const nothing = await openPage('/api/open-items?search=no-such-item');
    expect(nothing).toMatchObject({ total: 0, rows: [], openTotals: [] });
  });
});

describe('GET /api/open-items?sort=', () => {
  it('sorts by due date, the first due on top, across pages without losing or repeating an item', async () => {
    const newest = await allRows('/api/open-items');
    const byDue = await allRows('/api/open-items?sort=dueDate');
    const dueDates = byDue.map((row) => row.dueDate);
    expect(dueDates).toEqual([...dueDates].sort());
    const key = (row: OpenItem) => `${row.kind}:${row.documentId}`;
    expect(new Set(byDue.map(key)).size).toBe(byDue.length);
    expect(new Set(byDue.map(key))).toEqual(new Set(newest.map(key)));
    // The most overdue item comes first.
    expect(must(byDue[0]).daysLate).toBe(Math.max(...byDue.map((row) => row.daysLate)));
  });

  it('sorts by due date the other way with -dueDate, and keeps the totals', async () => {
    const latestDue = await allRows('/api/open-items?sort=-dueDate');
    const dueDates = latestDue.map((row) => row.dueDate);
    expect(dueDates).toEqual([...dueDates].sort().reverse());
    const first = await openPage('/api/open-items?sort=-dueDate');
    expect(first.openTotals).toEqual((await openPage('/api/open-items')).openTotals);
  });

  it('sorts what the search finds', async () => {
    const rows = await allRows('/api/open-items?search=USD&sort=dueDate');
    expect(rows).toHaveLength(USD_ITEMS);
    expect(rows.map((row) => row.dueDate)).toEqual(rows.map((row) => row.dueDate).sort());
  });

  it('refuses an order it does not offer', async () => {
    for (const sort of ['date', 'openAmount', 'due_date;drop table open_items']) {
      expectProblem(
        await portal.get(`/api/open-items?sort=${encodeURIComponent(sort)}`, customer),
        400,
        'VALIDATION_FAILED',
      );
    }
  });
});
