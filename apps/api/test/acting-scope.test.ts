/**
 * Sales acting as a customer (D2, D5): every customer read endpoint (ADR-009) answers for the customer acted
 * as, never for the Sales user's own customer, and another customer's objects stay 404. Going back
 * restores the Sales user's own scope.
 */
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { salesDocuments } from '../src/modules/sales-documents/sales-documents.tables.js';
import { demo, portalPerFile, signInActingAs } from './support/harness.js';

const portal = portalPerFile({ erpData: 'tiny' });

const idOf = async (
  kind: 'order' | 'delivery' | 'invoice' | 'returnRequest',
  customerCode: string,
  isOther = false,
) => {
  const [row] = await portal.database.db
    .select({ id: salesDocuments.id })
    .from(salesDocuments)
    .where(
      and(
        eq(salesDocuments.kind, kind),
        isOther
          ? ne(salesDocuments.customerCode, customerCode)
          : eq(salesDocuments.customerCode, customerCode),
        ne(salesDocuments.status, 'cancelled'),
      ),
    )
    .limit(1);
  return row?.id;
};

const customersIn = (body: { rows: { documentId: number }[] }, ids: Map<number, string>) =>
  new Set(body.rows.map((row) => ids.get(row.documentId)));

describe('a Sales user acting as a customer', () => {
  it("sees the acted customer's documents on every list and detail, and another customer's answer 404", async () => {
    const { cookie: sales, started } = await signInActingAs(portal, demo.sales, demo.viewer);
    expect(started.statusCode, started.body).toBe(200);

    const session = (await portal.get('/api/session', sales)).json();
    expect(session.user.customer.code).toBe('C10002');
    expect(session.realUser.email).toBe(demo.sales);

    const all = await portal.database.db
      .select({ id: salesDocuments.id, kind: salesDocuments.kind, customer: salesDocuments.customerCode })
      .from(salesDocuments);
    for (const [path, kind] of [
      ['/api/orders', 'order'],
      ['/api/deliveries', 'delivery'],
      ['/api/returns', 'returnRequest'],
    ] as const) {
      const response = await portal.get(path, sales);
      expect(response.statusCode).toBe(200);
      const ids = new Map(all.filter((d) => d.kind === kind).map((d) => [d.id, d.customer]));
      const seen = customersIn(response.json(), ids);
      expect(
        [...seen].every((code) => code === 'C10002'),
        `${path}: ${[...seen].join(',')}`,
      ).toBe(true);
    }
    for (const path of [
      '/api/invoices',
      '/api/open-items',
      '/api/dashboard/customer',
      '/api/customer-documents',
    ]) {
      expect((await portal.get(path, sales)).statusCode, path).toBe(200);
    }

    const own = await idOf('order', 'C10002');
    const salesOwn = await idOf('order', 'C10001');
    expect((await portal.get(`/api/orders/${own}`, sales)).statusCode).toBe(200);
    expect((await portal.get(`/api/orders/${salesOwn}`, sales)).statusCode).toBe(404);
    const otherDelivery = await idOf('delivery', 'C10002', true);
    expect((await portal.get(`/api/deliveries/${otherDelivery}`, sales)).statusCode).toBe(404);
    const otherInvoice = await idOf('invoice', 'C10002', true);
    expect((await portal.get(`/api/invoices/${otherInvoice}`, sales)).statusCode).toBe(404);
    expect((await portal.get(`/api/documents/order/${salesOwn}/pdf`, sales)).statusCode).toBe(404);

    const ended = await portal.del('/api/session/login-as', sales);
    expect(ended.statusCode, ended.body).toBe(200);
    expect((await portal.get(`/api/orders/${salesOwn}`, sales)).statusCode).toBe(200);
    expect((await portal.get(`/api/orders/${own}`, sales)).statusCode).toBe(404);
  });
});
