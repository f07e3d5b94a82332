/**
 * A date or a number a request gives that the database cannot hold (year 0, an id
 * beyond the integer range) was a 500 with a reference id; now it is a 400 naming the field, on every
 * route, through the contracts' shared schemas (IsoDay, StoredInteger, IntegerIdParam) and the filter.
 */
import type { NewsInput } from '@selvedge/contracts';
import { describe, expect, it } from 'vitest';
import { demo, expectFieldErrors, expectOk, portalPerFile, signInPerFile } from './support/harness.js';

const portal = portalPerFile();
const cookies = signInPerFile(portal, { admin: demo.admin, customer: demo.customer });

/** No request of the test may have failed on the server: a 500 leaves an UNHANDLED_ERROR row. */
async function unhandledErrors(): Promise<number> {
  return (await portal.logs()).filter((entry) => entry.event === 'UNHANDLED_ERROR').length;
}

const texts = (nl: string) => ({ nl });
const news = (dates: Pick<NewsInput, 'startDate' | 'endDate'>): NewsInput => ({
  subject: texts('Ranges'),
  subtitle: texts('Out of range'),
  text: texts('A date the database cannot hold.'),
  ...dates,
});

const filterQuery = (rows: unknown[]) => `filter=${encodeURIComponent(JSON.stringify(rows))}`;
const between = (column: string, from: string, to: string) => [
  { join: 'where', column, condition: 'between', from, to },
];

describe('dates outside 1000-01-01 … 9999-12-31', () => {
  it('are refused on the field in a news item, and the ends of the range are taken', async () => {
    const before = await unhandledErrors();
    expectFieldErrors(
      await portal.post('/api/admin/news', news({ startDate: '0000-01-01' }), cookies.admin),
      {
        startDate: 'INVALID_VALUE',
      },
    );
    expectFieldErrors(
      await portal.post(
        '/api/admin/news',
        news({ startDate: '2026-03-01', endDate: '0999-12-31' }),
        cookies.admin,
      ),
      { endDate: 'INVALID_VALUE' },
    );
    expectFieldErrors(
      await portal.post('/api/admin/news', news({ startDate: '10000-01-01' }), cookies.admin),
      {
        startDate: 'INVALID_VALUE',
      },
    );
    const created = await portal.post(
      '/api/admin/news',
      news({ startDate: '1000-01-01', endDate: '9999-12-31' }),
      cookies.admin,
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json() as { id: string };
    expectFieldErrors(
      await portal.put(`/api/admin/news/${id}`, news({ startDate: '0000-01-01' }), cookies.admin),
      {
        startDate: 'INVALID_VALUE',
      },
    );
    expect(await unhandledErrors()).toBe(before);
  });

  it('are refused on the filter row of the users list and of the error log', async () => {
    const before = await unhandledErrors();
    expectFieldErrors(
      await portal.get(
        `/api/users?${filterQuery(between('createdAt', '0000-01-01', '2026-01-01'))}`,
        cookies.admin,
      ),
      { 'filter.0.from': 'INVALID_VALUE' },
    );
    expectFieldErrors(
      await portal.get(
        `/api/logs?${filterQuery(between('time', '0000-01-01', '2026-01-01'))}`,
        cookies.admin,
      ),
      { 'filter.0.from': 'INVALID_VALUE' },
    );
    // The widest range there is still answers.
    expectOk(
      await portal.get(
        `/api/users?${filterQuery(between('createdAt', '1000-01-01', '9999-12-31'))}`,
        cookies.admin,
      ),
    );
    expect(await unhandledErrors()).toBe(before);
  });

  it('are refused on a return request', async () => {
    const before = await unhandledErrors();
    expectFieldErrors(
      await portal.post(
        '/api/return-requests',
        returnRequest({ pickUpDate: '0000-01-01' }),
        cookies.customer,
      ),
      {
        pickUpDate: 'INVALID_VALUE',
      },
    );
    expect(await unhandledErrors()).toBe(before);
  });
});

function returnRequest(change: { pickUpDate?: string; deliveryId?: number; lineNumber?: number }) {
  return {
    requestKey: crypto.randomUUID(),
    packages: 1,
    pickUpDate: change.pickUpDate ?? '2026-12-01',
    lines: [
      {
        deliveryId: change.deliveryId ?? 1,
        lineNumber: change.lineNumber ?? 0,
        quantity: 1,
        remark: 'Wrong colour',
      },
    ],
  };
}

describe('numbers beyond the integer range', () => {
  it('are refused on the ids and line numbers of a return request', async () => {
    const before = await unhandledErrors();
    for (const deliveryId of [2 ** 31, Number.MAX_SAFE_INTEGER, 1e20]) {
      const response = await portal.post(
        '/api/return-requests',
        returnRequest({ deliveryId }),
        cookies.customer,
      );
      expectFieldErrors(response, { 'lines.0.deliveryId': 'TOO_LONG' });
    }
    expectFieldErrors(
      await portal.post('/api/return-requests', returnRequest({ lineNumber: 2 ** 31 }), cookies.customer),
      { 'lines.0.lineNumber': 'TOO_LONG' },
    );
    expect(await unhandledErrors()).toBe(before);
  });

  it('are refused in a document id of the path', async () => {
    const before = await unhandledErrors();
    for (const url of [
      '/api/orders/99999999999999999999',
      '/api/deliveries/2147483648',
      '/api/invoices/9223372036854775808',
      '/api/returns/99999999999999999999',
      '/api/documents/order/2147483648/pdf',
    ]) {
      expectFieldErrors(await portal.get(url, cookies.customer), { id: 'TOO_LONG' });
    }
    expect(await unhandledErrors()).toBe(before);
  });

  it("are refused in the error log's id filter; a number no id can be finds nothing", async () => {
    const before = await unhandledErrors();
    const byId = (value: string) =>
      portal.get(
        `/api/logs?${filterQuery([{ join: 'where', column: 'id', condition: 'is', value }])}`,
        cookies.admin,
      );
    expectFieldErrors(await byId('99999999999999999999'), { 'filter.0.value': 'INVALID_VALUE' });
    for (const value of ['1.5', '4294967296', '-1']) {
      expect(expectOk<{ rows: unknown[] }>(await byId(value)).rows).toEqual([]);
    }
    expect(await unhandledErrors()).toBe(before);
  });
});
