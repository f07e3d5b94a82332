/**
 * The export customer's ship-to choice (foundations 2 "Export customers", D2): the session says when it
 * must be chosen, only the customer's own ERP ship-to addresses can be chosen, the choice is asked at
 * every sign-in with the last one preselected, and every list, detail, PDF and the dashboard are scoped to it.
 */
import type { OpenItem, OrderLine, ShipToChoice } from '@selvedge/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/modules/auth/auth.tables.js';
import { salesDocumentLines, salesDocuments } from '../src/modules/sales-documents/sales-documents.tables.js';
import { users } from '../src/modules/users/users.tables.js';
import { type DocumentKind, documentsOf } from './support/documents.js';
import { demo, expectFieldErrors, expectProblem, portalPerFile } from './support/harness.js';
import { must } from './support/must.js';

const portal = portalPerFile({ erpData: 'tiny' });
let exporter: string;

beforeAll(async () => {
  exporter = await portal.signIn(demo.export);
});

const json = async <T>(url: string, cookie: string): Promise<T> => {
  const response = await portal.get(url, cookie);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response.json() as T;
};

/** Order lines of C40001 per ship-to, as the lists show them. */
async function shownOrderLines(shipToId?: string) {
  const rows = await portal.database.db
    .select()
    .from(salesDocumentLines)
    .where(
      and(
        eq(salesDocumentLines.customerCode, 'C40001'),
        eq(salesDocumentLines.kind, 'order'),
        ne(salesDocumentLines.bomRole, 'component'),
        ne(salesDocumentLines.status, 'cancelled'),
        shipToId ? eq(salesDocumentLines.shipToId, shipToId) : undefined,
      ),
    );
  return rows;
}

/** The ship-to address a document of the read model went to. */
async function shipToOf(kind: DocumentKind, id: number) {
  const [doc] = await portal.database.db
    .select({ shipToId: salesDocuments.shipToId })
    .from(salesDocuments)
    .where(and(eq(salesDocuments.kind, kind), eq(salesDocuments.id, id)));
  return doc?.shipToId;
}

async function documentOf(customerCode: string, shipToId: string, kind: 'order' | 'invoice') {
  const [row] = await documentsOf(portal.database.db, customerCode, kind, shipToId);
  return must(row);
}

describe('before a choice', () => {
  it('tells the session that an export customer with several ship-to addresses must choose one', async () => {
    const session = await json<{ shipTo: unknown; mustChooseShipTo: boolean }>('/api/session', exporter);
    expect(session).toMatchObject({ shipTo: null, mustChooseShipTo: true });
  });

  it('lists the customer’s four ERP ship-to addresses and no choice', async () => {
    const choice = await json<ShipToChoice>('/api/ship-to', exporter);
    expect(choice.selectedId).toBeNull();
    expect(choice.addresses.map((address) => address.id).sort()).toEqual([
      'Dublin project',
      'Edinburgh studio',
      'London showroom',
      'Manchester warehouse',
    ]);
    expect(choice.addresses.find((address) => address.id === 'Dublin project')).toMatchObject({
      city: 'Dublin',
      country: 'IE',
      street: '5 Merrion Square',
      zipCode: 'D02 XY45',
    });
  });

  it('answers the data routes with 409 SHIP_TO_REQUIRED, never the lines of every ship-to', async () => {
    const reads = [
      '/api/orders',
      '/api/orders/1',
      '/api/deliveries',
      '/api/invoices',
      '/api/open-items',
      '/api/returns',
      '/api/returnable-lines',
      '/api/dashboard/customer',
      '/api/customer-documents',
      '/api/items?search=HF',
      '/api/ordering/context',
      '/api/order-drafts/current',
      '/api/documents/order/1/pdf',
    ];
    for (const url of reads) expectProblem(await portal.get(url, exporter), 409, 'SHIP_TO_REQUIRED');
    const writes: Array<[string, unknown]> = [
      ['/api/stock-check', { itemCode: 'HF-1011', quantity: '1' }],
      ['/api/return-requests', { requestKey: crypto.randomUUID(), lines: [] }],
      ['/api/address-book', { name: 'x' }],
    ];
    for (const [url, body] of writes) {
      expectProblem(await portal.post(url, body, exporter), 409, 'SHIP_TO_REQUIRED');
    }
    // What the choice itself needs still answers.
    expect((await portal.get('/api/ship-to', exporter)).statusCode).toBe(200);
    expect((await portal.get('/api/session', exporter)).statusCode).toBe(200);
  });

  it('never asks a customer who is not an export customer, nor a Sales user', async () => {
    const session = await json<{ shipTo: unknown; mustChooseShipTo: boolean }>(
      '/api/session',
      await portal.signIn(demo.customer),
    );
    expect(session).toMatchObject({ shipTo: null, mustChooseShipTo: false });
  });
});

describe('PUT /api/ship-to', () => {
  it('refuses an address of another customer, an unknown one and an empty one', async () => {
    expectFieldErrors(await portal.put('/api/ship-to', { addressId: 'Ship to' }, exporter), {
      addressId: 'INVALID_VALUE',
    });
    expectFieldErrors(await portal.put('/api/ship-to', { addressId: 'Paris atelier' }, exporter), {
      addressId: 'INVALID_VALUE',
    });
    expectFieldErrors(await portal.put('/api/ship-to', { addressId: ' ' }, exporter), {
      addressId: 'REQUIRED',
    });
    expect((await json<ShipToChoice>('/api/ship-to', exporter)).selectedId).toBeNull();
  });

  it('refuses a customer who is not an export customer with SHIP_TO_NOT_APPLICABLE', async () => {
    const customer = await portal.signIn(demo.customer);
    expectProblem(
      await portal.put('/api/ship-to', { addressId: 'Ship to' }, customer),
      403,
      'SHIP_TO_NOT_APPLICABLE',
    );
  });

  it('stores the choice and scopes the session to it', async () => {
    const response = await portal.put('/api/ship-to', { addressId: 'Manchester warehouse' }, exporter);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().selectedId).toBe('Manchester warehouse');
    const session = await json<{ shipTo: { id: string; city: string }; mustChooseShipTo: boolean }>(
      '/api/session',
      exporter,
    );
    expect(session.mustChooseShipTo).toBe(false);
    expect(session.shipTo).toMatchObject({ id: 'Manchester warehouse', city: 'Manchester' });
  });
});

describe('after choosing Manchester warehouse', () => {
  it('lists only that ship-to’s order lines', async () => {
    const manchester = await shownOrderLines('Manchester warehouse');
    const all = await shownOrderLines();
    expect(manchester.length).toBeGreaterThan(0);
    expect(manchester.length).toBeLessThan(all.length);
    const first = await json<{ rows: OrderLine[]; total: number }>('/api/orders', exporter);
    expect(first.total).toBe(manchester.length);
    const ids = new Set(manchester.map((line) => line.documentId));
    expect(first.rows.every((row) => ids.has(row.documentId))).toBe(true);
  });

  it('scopes deliveries, invoices and open items the same way', async () => {
    for (const [url, kind] of [
      ['/api/deliveries', 'delivery'],
      ['/api/invoices', 'invoice'],
    ] as const) {
      const page = await json<{ rows: Array<{ documentId: number; kind?: 'invoice' | 'creditNote' }> }>(
        url,
        exporter,
      );
      expect(page.rows.length).toBeGreaterThan(0);
      for (const row of page.rows) {
        expect(await shipToOf(row.kind ?? kind, row.documentId), `${kind} ${row.documentId}`).toBe(
          'Manchester warehouse',
        );
      }
    }
    const open = await json<{ rows: OpenItem[]; total: number }>('/api/open-items', exporter);
    for (const row of open.rows) {
      expect(await shipToOf(row.kind, row.documentId)).toBe('Manchester warehouse');
    }
    // The overdue showcase invoice went to Manchester (docs/erp-demo.md).
    expect(open.rows.some((row) => row.daysLate > 0)).toBe(true);
  });

  it('answers 404 for another ship-to’s order, invoice and PDF, and opens Manchester’s', async () => {
    const london = await documentOf('C40001', 'London showroom', 'order');
    const londonInvoice = await documentOf('C40001', 'London showroom', 'invoice');
    expectProblem(await portal.get(`/api/orders/${london.id}`, exporter), 404, 'NOT_FOUND');
    expectProblem(await portal.get(`/api/invoices/${londonInvoice.id}`, exporter), 404, 'NOT_FOUND');
    expectProblem(await portal.get(`/api/documents/order/${london.id}/pdf`, exporter), 404, 'NOT_FOUND');
    const manchester = await documentOf('C40001', 'Manchester warehouse', 'order');
    expect((await portal.get(`/api/orders/${manchester.id}`, exporter)).statusCode).toBe(200);
    expect((await portal.get(`/api/documents/order/${manchester.id}/pdf`, exporter)).statusCode).toBe(200);
  });

  it('scopes the dashboard', async () => {
    const dashboard = await json<{ latestOrders: OrderLine[] }>('/api/dashboard/customer', exporter);
    const ids = new Set((await shownOrderLines('Manchester warehouse')).map((line) => line.documentId));
    expect(dashboard.latestOrders.length).toBeGreaterThan(0);
    expect(dashboard.latestOrders.every((row) => ids.has(row.documentId))).toBe(true);
  });

  it('asks again at the next sign-in, with the last choice preselected', async () => {
    await portal.del('/api/session', exporter);
    exporter = await portal.signIn(demo.export);
    const session = await json<{ shipTo: { id: string } | null; mustChooseShipTo: boolean }>(
      '/api/session',
      exporter,
    );
    expect(session).toMatchObject({ shipTo: null, mustChooseShipTo: true });
    expect((await json<ShipToChoice>('/api/ship-to', exporter)).selectedId).toBe('Manchester warehouse');
    expectProblem(await portal.get('/api/orders', exporter), 409, 'SHIP_TO_REQUIRED');
    expect(
      (await portal.put('/api/ship-to', { addressId: 'Manchester warehouse' }, exporter)).statusCode,
    ).toBe(200);
    expect((await json<{ total: number }>('/api/orders', exporter)).total).toBe(
      (await shownOrderLines('Manchester warehouse')).length,
    );
  });

  it('keeps another session of the same customer in its own ship-to', async () => {
    const other = await portal.signIn(demo.export);
    expect((await portal.put('/api/ship-to', { addressId: 'Dublin project' }, other)).statusCode).toBe(200);
    expect((await json<{ shipTo: { id: string } }>('/api/session', exporter)).shipTo.id).toBe(
      'Manchester warehouse',
    );
    await portal.del('/api/session', other);
  });

  it('switches the lists when another ship-to is chosen', async () => {
    expect((await portal.put('/api/ship-to', { addressId: 'Dublin project' }, exporter)).statusCode).toBe(
      200,
    );
    const dublin = await shownOrderLines('Dublin project');
    expect((await json<{ total: number }>('/api/orders', exporter)).total).toBe(dublin.length);
  });

  it('forgets a choice the ERP no longer has: the customer must choose again', async () => {
    await portal.database.db
      .update(users)
      .set({ shipToId: 'Closed branch' })
      .where(eq(users.email, demo.export));
    await portal.database.db
      .update(sessions)
      .set({ shipToId: 'Closed branch' })
      .where(
        eq(
          sessions.userId,
          must((await portal.database.db.select().from(users).where(eq(users.email, demo.export)))[0]).id,
        ),
      );
    const session = await json<{ shipTo: unknown; mustChooseShipTo: boolean }>('/api/session', exporter);
    expect(session).toMatchObject({ shipTo: null, mustChooseShipTo: true });
    expect((await json<ShipToChoice>('/api/ship-to', exporter)).selectedId).toBeNull();
    // Not the lines of every ship-to, as a choice never made would not show them either.
    expectProblem(await portal.get('/api/orders', exporter), 409, 'SHIP_TO_REQUIRED');
  });
});
