/**
 * The customer's lists and detail views (ADR-009): orders, deliveries, invoices and credit notes, open
 * items, returns, the customer dashboard. On the tiny demo ERP (seed 2026), synced into the read model.
 */
import type { DeliveryLine, InvoiceLine, OpenItem, OrderLine, ReturnLine } from '@selvedge/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  openItems,
  salesDocumentLines,
  salesDocuments,
} from '../src/modules/sales-documents/sales-documents.tables.js';
import { demo, expectProblem, portalPerFile, signInPerFile } from './support/harness.js';
import { must } from './support/must.js';

interface Page<Row> {
  rows: Row[];
  total: number;
  page: number;
  pageSize: number;
}

const portal = portalPerFile({ erpData: 'tiny' });
const cookies = signInPerFile(portal, { customer: demo.customer, sales: demo.sales, viewer: demo.viewer });

async function page<Row>(url: string, cookie: string = cookies.customer): Promise<Page<Row>> {
  const response = await portal.get(url, cookie);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json() as Page<Row>;
}

async function allPages<Row>(url: string, cookie: string = cookies.customer): Promise<Row[]> {
  const first = await page<Row>(url, cookie);
  const rows = [...first.rows];
  const separator = url.includes('?') ? '&' : '?';
  for (let number = 2; number <= Math.ceil(first.total / first.pageSize); number += 1) {
    rows.push(...(await page<Row>(`${url}${separator}page=${number}`, cookie)).rows);
  }
  return rows;
}

/** Every line of the customer in the read model, as the sync wrote it. */
const linesOf = (customerCode: string, kind: (typeof salesDocumentLines.$inferSelect)['kind']) =>
  portal.database.db
    .select()
    .from(salesDocumentLines)
    .where(and(eq(salesDocumentLines.customerCode, customerCode), eq(salesDocumentLines.kind, kind)));

const documentOf = async (kind: (typeof salesDocuments.$inferSelect)['kind'], id: number) => {
  const [row] = await portal.database.db
    .select()
    .from(salesDocuments)
    .where(and(eq(salesDocuments.kind, kind), eq(salesDocuments.id, id)));
  return row;
};

const lineKey = (row: { documentId: number; lineNumber: number }) => `${row.documentId}:${row.lineNumber}`;
const isNewestFirst = (dates: string[]) =>
  dates.every((date, index) => index === 0 || (dates[index - 1] ?? '') >= date);

describe('GET /api/orders', () => {
  it('pages 20 lines at a time, newest first, with the total of every shown line', async () => {
    const stored = await linesOf('C10001', 'order');
    const cancelled = new Set(
      (
        await portal.database.db
          .select({ id: salesDocuments.id })
          .from(salesDocuments)
          .where(and(eq(salesDocuments.kind, 'order'), eq(salesDocuments.status, 'cancelled')))
      ).map((row) => row.id),
    );
    const shown = stored.filter((line) => line.bomRole !== 'component' && !cancelled.has(line.documentId));
    expect(shown.length).toBeGreaterThan(40);

    const first = await page<OrderLine>('/api/orders');
    const second = await page<OrderLine>('/api/orders?page=2');
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: shown.length });
    expect(first.rows).toHaveLength(20);
    expect(second.rows).toHaveLength(20);
    expect(second.page).toBe(2);
    const onFirst = new Set(first.rows.map(lineKey));
    expect(second.rows.some((row) => onFirst.has(lineKey(row)))).toBe(false);

    const every = await allPages<OrderLine>('/api/orders');
    expect(every).toHaveLength(shown.length);
    expect(new Set(every.map(lineKey))).toEqual(new Set(shown.map(lineKey)));
    expect(isNewestFirst(every.map((row) => row.orderDate))).toBe(true);
    const beyond = await page<OrderLine>(`/api/orders?page=${Math.ceil(shown.length / 20) + 1}`);
    expect(beyond).toMatchObject({ rows: [], total: shown.length });
  });

  it('leaves out cancelled orders and the components of a sales BOM, and shows the BOM parent (D17)', async () => {
    const stored = await linesOf('C10001', 'order');
    const component = stored.find((line) => line.bomRole === 'component');
    const parent = stored.find((line) => line.bomRole === 'parent');
    const cancelledLine = (
      await Promise.all(
        stored.map(async (line) => ({ line, doc: await documentOf('order', line.documentId) })),
      )
    ).find(({ doc }) => doc?.status === 'cancelled')?.line;
    expect(component && parent && cancelledLine).toBeTruthy();
    const keys = new Set((await allPages<OrderLine>('/api/orders')).map(lineKey));
    expect(keys.has(lineKey(must(parent)))).toBe(true);
    expect(keys.has(lineKey(must(component)))).toBe(false);
    expect(keys.has(lineKey(must(cancelledLine)))).toBe(false);
    expectProblem(
      await portal.get(`/api/orders/${must(cancelledLine).documentId}`, cookies.customer),
      404,
      'NOT_FOUND',
    );

    const bomOrder = await portal.get(`/api/orders/${must(parent).documentId}`, cookies.customer);
    expect(bomOrder.statusCode).toBe(200);
    const lineNumbers = bomOrder.json().lines.map((line: { lineNumber: number }) => line.lineNumber);
    expect(lineNumbers).toContain(must(parent).lineNumber);
    expect(lineNumbers).not.toContain(must(component).lineNumber);
  });

  it('finds lines by item code, in any case, and by order number', async () => {
    const { rows } = await page<OrderLine>('/api/orders');
    const itemCode = must(rows.find((row) => row.itemCode.includes('-'))).itemCode;
    const byItem = await allPages<OrderLine>(
      `/api/orders?search=${encodeURIComponent(itemCode.toLowerCase())}`,
    );
    expect(byItem.length).toBeGreaterThan(0);
    expect(byItem.every((row) => row.itemCode.toLowerCase().includes(itemCode.toLowerCase()))).toBe(true);

    const { orderNumber } = must(rows[0]);
    const byNumber = await page<OrderLine>(`/api/orders?search=${orderNumber}`);
    const linesOfOrder = rows.filter((row) => row.orderNumber === orderNumber).length;
    expect(byNumber.total).toBeGreaterThanOrEqual(linesOfOrder);
    expect(byNumber.rows.every((row) => row.orderNumber === orderNumber)).toBe(true);
  });

  it('matches % and _ in the search as themselves, not as wildcards', async () => {
    const stored = await linesOf('C10001', 'order');
    for (const term of ['%', '_', '1%1']) {
      const expected = stored.filter(
        (line) =>
          line.bomRole !== 'component' &&
          [line.itemCode, line.description, line.collection, line.documentReference, line.lineReference]
            .join(' ')
            .includes(term),
      );
      const found = await page<OrderLine>(`/api/orders?search=${encodeURIComponent(term)}`);
      expect(found.total, term).toBe(expected.length);
    }
  });

  it('answers a search that finds nothing with an empty page', async () => {
    expect(await page<OrderLine>('/api/orders?search=no-such-thing-xyz')).toMatchObject({
      rows: [],
      total: 0,
    });
  });

  it("gives a search's total on each of its pages and on a page past its end", async () => {
    const { rows } = await page<OrderLine>('/api/orders');
    const itemCode = must(rows[0]).itemCode.slice(0, 2);
    const term = encodeURIComponent(itemCode.toLowerCase());
    const first = await page<OrderLine>(`/api/orders?search=${term}`);
    expect(first.total).toBeGreaterThan(first.pageSize);
    const lastPage = Math.ceil(first.total / first.pageSize);
    const last = await page<OrderLine>(`/api/orders?search=${term}&page=${lastPage}`);
    expect(last.total).toBe(first.total);
    expect(last.rows).toHaveLength(first.total - (lastPage - 1) * first.pageSize);
    expect(await page<OrderLine>(`/api/orders?search=${term}&page=${lastPage + 1}`)).toMatchObject({
      rows: [],
      total: first.total,
    });
  });

  it('refuses a page number that is not a positive number', async () => {
    expectProblem(await portal.get('/api/orders?page=0', cookies.customer), 400, 'VALIDATION_FAILED');
    expectProblem(await portal.get('/api/orders?page=abc', cookies.customer), 400, 'VALIDATION_FAILED');
  });

  it('answers prices whatever the show-price choice; hiding them is the screen’s job (D12)', async () => {
    const withPrices = await page<OrderLine>('/api/orders');
    const hiding = await portal.signIn(demo.customer, undefined, { showPrice: false });
    const session = await portal.get('/api/session', hiding);
    expect(session.json().user.showPrice).toBe(false);
    const withoutPrices = await page<OrderLine>('/api/orders', hiding);
    expect(withoutPrices.rows.map((row) => [row.price, row.lineTotal])).toEqual(
      withPrices.rows.map((row) => [row.price, row.lineTotal]),
    );
    expect(withoutPrices.rows.some((row) => row.price > 0)).toBe(true);
    await portal.patch('/api/profile', { showPrice: true }, hiding);
  });
});

describe('scoping to the customer of the session (D2)', () => {
  it('never lists another customer’s lines', async () => {
    const mine = new Set((await allPages<OrderLine>('/api/orders')).map((row) => row.documentId));
    const theirs = await allPages<OrderLine>('/api/orders', cookies.viewer);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((row) => mine.has(row.documentId))).toBe(false);
    const stored = new Set((await linesOf('C10002', 'order')).map((line) => line.documentId));
    expect(theirs.every((row) => stored.has(row.documentId))).toBe(true);
  });

  it('shows a Sales user the lines of their own customer', async () => {
    const asCustomer = await page<OrderLine>('/api/orders');
    const asSales = await page<OrderLine>('/api/orders', cookies.sales);
    expect(asSales).toEqual(asCustomer);
  });

  const objectUrl: Record<string, (id: number) => string> = {
    order: (id) => `/api/orders/${id}`,
    delivery: (id) => `/api/deliveries/${id}`,
    invoice: (id) => `/api/invoices/${id}`,
    creditNote: (id) => `/api/invoices/${id}?kind=creditNote`,
    returnRequest: (id) => `/api/returns/${id}`,
  };

  it.each(
    Object.keys(objectUrl),
  )('opens the customer’s own %s and answers 404 for another customer’s', async (kind) => {
    const docs = await portal.database.db
      .select({ id: salesDocuments.id, customerCode: salesDocuments.customerCode })
      .from(salesDocuments)
      .where(and(eq(salesDocuments.kind, kind as 'order'), ne(salesDocuments.status, 'cancelled')));
    const own = docs.find((doc) => doc.customerCode === 'C10001');
    const other = docs.find((doc) => doc.customerCode !== 'C10001');
    expect(own && other).toBeTruthy();
    const url = must(objectUrl[kind]);
    const opened = await portal.get(url(must(own).id), cookies.customer);
    expect(opened.statusCode, opened.body.slice(0, 200)).toBe(200);
    expect(opened.json()).toMatchObject({ kind, id: must(own).id, customerCode: 'C10001' });
    expectProblem(await portal.get(url(must(other).id), cookies.customer), 404, 'NOT_FOUND');
    expectProblem(await portal.get(url(must(other).id), cookies.sales), 404, 'NOT_FOUND');
    expectProblem(await portal.get(url(2_000_000_000), cookies.customer), 404, 'NOT_FOUND');
  });
});

describe('detail views', () => {
  it('shows an order with its addresses, lines, item images and the total of open amounts', async () => {
    const open = must((await linesOf('C10001', 'order')).find((line) => line.openAmount > 0));
    const response = await portal.get(`/api/orders/${open.documentId}`, cookies.customer);
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    const stored = await documentOf('order', open.documentId);
    expect(detail).toMatchObject({
      kind: 'order',
      number: must(stored).number,
      status: 'open',
      currency: 'EUR',
      totals: { net: must(stored).totalNet, vat: must(stored).totalVat, gross: must(stored).totalGross },
    });
    expect(detail.billTo).toMatchObject({ city: 'Utrecht' });
    expect(detail.shipTo).toMatchObject({ city: 'Utrecht' });
    // The header names the customer's contact person (foundations 2), a first and last name in the demo.
    expect(detail.contactPerson).toBe(must(stored).contactPerson);
    expect(detail.contactPerson).toMatch(/^\p{L}+ \p{L}+$/u);
    const expectedOpen = detail.lines.reduce(
      (sum: number, line: { openAmount: number }) => sum + Math.round(line.openAmount * 100),
      0,
    );
    expect(Math.round(detail.openTotal * 100)).toBe(expectedOpen);
    expect(detail.openTotal).toBeGreaterThan(0);
    expect(
      detail.lines.some((line: { imageUrl: string | null }) => line.imageUrl?.startsWith('data:image/')),
    ).toBe(true);
  });

  it('asks for a credit note by kind: without it the id is read as an invoice', async () => {
    const [credit] = await linesOf('C10001', 'creditNote');
    const response = await portal.get(
      `/api/invoices/${must(credit).documentId}?kind=creditNote`,
      cookies.customer,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ kind: 'creditNote', number: must(credit).documentNumber });
    expectProblem(
      await portal.get(`/api/invoices/${must(credit).documentId}?kind=order`, cookies.customer),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('GET /api/deliveries', () => {
  it('gives each line the order it came from and the delivery’s track-and-trace links', async () => {
    const rows = await allPages<DeliveryLine>('/api/deliveries');
    const stored = new Map((await linesOf('C10001', 'delivery')).map((line) => [lineKey(line), line]));
    expect(rows.length).toBeGreaterThan(20);
    let withSeveralPackages = 0;
    for (const row of rows.slice(0, 40)) {
      const line = must(stored.get(lineKey(row)));
      const order =
        line.baseKind === 'order' ? await documentOf('order', must(line.baseDocumentId)) : undefined;
      expect(row.orderNumber).toBe(order?.number ?? null);
      expect(row.orderDate).toBe(order?.date ?? null);
      const delivery = await documentOf('delivery', row.documentId);
      expect(row.trackAndTrace).toEqual(must(delivery).trackAndTrace);
      expect(row.deliveryNumber).toBe(must(delivery).number);
      if (row.trackAndTrace.length > 1) withSeveralPackages += 1;
    }
    expect(rows.some((row) => row.orderNumber !== null)).toBe(true);
    expect(withSeveralPackages).toBeGreaterThan(0);
    expect(rows.some((row) => row.trackAndTrace.length === 0)).toBe(true);
  });

  it('finds a delivery by the number of the order it came from, a column the list shows', async () => {
    const rows = await allPages<DeliveryLine>('/api/deliveries');
    const orderNumber = must(rows.find((row) => row.orderNumber !== null)?.orderNumber);
    const found = await page<DeliveryLine>(`/api/deliveries?search=${orderNumber}`);
    const expected = rows.filter((row) => row.orderNumber === orderNumber);
    expect(found.total).toBe(expected.length);
    expect(found.rows.map(lineKey).sort()).toEqual(expected.map(lineKey).sort());
  });
});

describe('GET /api/invoices', () => {
  it('lists invoices and credit notes together, told apart by kind (D19)', async () => {
    const rows = await allPages<InvoiceLine>('/api/invoices');
    const kinds = new Set(rows.map((row) => row.kind));
    expect(kinds).toEqual(new Set(['invoice', 'creditNote']));
    expect(isNewestFirst(rows.map((row) => row.invoiceDate))).toBe(true);
    const [credit] = await linesOf('C10001', 'creditNote');
    const found = await page<InvoiceLine>(`/api/invoices?search=${must(credit).documentNumber}`);
    expect(found.rows.length).toBeGreaterThan(0);
    expect(
      found.rows.every(
        (row) => row.kind === 'creditNote' && row.invoiceNumber === must(credit).documentNumber,
      ),
    ).toBe(true);
  });
});

describe('GET /api/open-items', () => {
  it('lists the open items newest first with the days late counted from the server’s today', async () => {
    const stored = await portal.database.db
      .select()
      .from(openItems)
      .where(eq(openItems.customerCode, 'C10001'));
    const { rows, total } = await page<OpenItem>('/api/open-items');
    expect(total).toBe(stored.length);
    expect(isNewestFirst(rows.map((row) => row.date))).toBe(true);
    const today = portal.clock.now().toISOString().slice(0, 10);
    const daysLate = (due: string) =>
      Math.max(0, Math.round((Date.parse(today) - Date.parse(due)) / 86_400_000));
    for (const row of rows) expect(row.daysLate, row.dueDate).toBe(daysLate(row.dueDate));
    expect(rows.some((row) => row.daysLate > 0)).toBe(true);

    portal.clock.advance(10 * 86_400_000);
    try {
      const later = await page<OpenItem>('/api/open-items', await portal.signIn(demo.customer));
      for (const row of later.rows) {
        const before = must(
          rows.find((item) => item.documentId === row.documentId && item.kind === row.kind),
        );
        const expected = Math.max(
          0,
          Math.round((Date.parse(today) + 10 * 86_400_000 - Date.parse(row.dueDate)) / 86_400_000),
        );
        expect(row.daysLate).toBe(expected);
        if (before.daysLate > 0) expect(row.daysLate).toBe(before.daysLate + 10);
      }
    } finally {
      portal.clock.set(new Date());
    }
  });

  it('finds open items by document number and escapes %', async () => {
    const { rows } = await page<OpenItem>('/api/open-items');
    const found = await page<OpenItem>(`/api/open-items?search=${must(rows[0]).documentNumber}`);
    expect(found.rows.map((row) => row.documentNumber)).toEqual([must(rows[0]).documentNumber]);
    expect((await page<OpenItem>('/api/open-items?search=%25')).total).toBe(0);
  });
});

describe('GET /api/returns', () => {
  it('lists the return request lines, closed when the request is closed (D20)', async () => {
    const stored = await linesOf('C10001', 'returnRequest');
    const { rows, total } = await page<ReturnLine>('/api/returns');
    expect(total).toBe(stored.length);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['open', 'closed']));
    for (const row of rows) {
      const doc = await documentOf('returnRequest', row.documentId);
      expect(row.status).toBe(must(doc).status === 'closed' ? 'closed' : 'open');
      expect(row.returnNumber).toBe(must(doc).number);
      expect(row.pickUpDate).toBe(must(doc).dueDate);
    }
    const detail = await portal.get(`/api/returns/${must(rows[0]).documentId}`, cookies.customer);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().kind).toBe('returnRequest');
    // Only return requests: the ERP's return documents (the goods received back) are not this list.
    expect((await linesOf('C10001', 'return')).length).toBeGreaterThan(0);
    expect(rows.every((row) => String(row.returnNumber).startsWith('6'))).toBe(true);
  });
});

describe('GET /api/dashboard/customer', () => {
  /** The documents of a list's lines, each once, in the list's order (newest first). */
  const documentsOf = <Row extends { documentId: number }>(rows: Row[]) => {
    const counts = new Map<number, number>();
    for (const row of rows) counts.set(row.documentId, (counts.get(row.documentId) ?? 0) + 1);
    return [...counts].map(([documentId, lineCount]) => ({ documentId, lineCount }));
  };

  it('shows the latest 5 orders, deliveries and open items, each once with its lines and total (D16)', async () => {
    const response = await portal.get('/api/dashboard/customer', cookies.customer);
    expect(response.statusCode).toBe(200);
    const dashboard = response.json();
    const orders = documentsOf(await allPages<OrderLine>('/api/orders')).slice(0, 5);
    expect(dashboard.latestOrders).toHaveLength(5);
    expect(
      dashboard.latestOrders.map((row: { documentId: number; lineCount: number }) => ({
        documentId: row.documentId,
        lineCount: row.lineCount,
      })),
    ).toEqual(orders);
    // One order had several lines, so the old list of lines showed it more than once.
    expect(orders.some((order) => order.lineCount > 1)).toBe(true);
    const deliveries = documentsOf(await allPages<DeliveryLine>('/api/deliveries')).slice(0, 5);
    expect(dashboard.latestDeliveries.map((row: { documentId: number }) => row.documentId)).toEqual(
      deliveries.map((delivery) => delivery.documentId),
    );
    const first = dashboard.latestOrders[0];
    const detail = (await portal.get(`/api/orders/${first.documentId}`, cookies.customer)).json();
    expect(first).toMatchObject({
      kind: 'order',
      number: detail.number,
      date: detail.date,
      currency: detail.currency,
      total: detail.totals.gross,
      lineCount: detail.lines.length,
    });
    const open = (await page<OpenItem>('/api/open-items')).rows.slice(0, 5);
    expect(dashboard.latestOpenItems.map(({ lineCount: _, ...item }: { lineCount: number }) => item)).toEqual(
      open,
    );
    expect(dashboard.latestOpenItems.every((item: { lineCount: number }) => item.lineCount > 0)).toBe(true);
  });

  it('shows another customer their own latest documents', async () => {
    const mine = (await portal.get('/api/dashboard/customer', cookies.customer)).json();
    const theirs = (await portal.get('/api/dashboard/customer', cookies.viewer)).json();
    const myIds = new Set(mine.latestOrders.map((row: OrderLine) => row.documentId));
    expect(theirs.latestOrders.some((row: OrderLine) => myIds.has(row.documentId))).toBe(false);
  });
});
