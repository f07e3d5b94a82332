import type { ListPage, LogEntryView } from '@selvedge/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { logEntries } from '../src/modules/logs/logs.tables.js';
import { findUserByEmail } from '../src/modules/users/index.js';
import { publicAccess } from '../src/plugins/access.js';
import { demo, expectFieldErrors, expectProblem, portalPerFile } from './support/harness.js';

let admin: string;

/** Rows with known times (Europe/Amsterdam is UTC+1 in November). */
const seeded = [
  { level: 'error', event: 'ERP_FAILED', at: '2026-11-02T10:00:00Z', ref: 'ref-nov-02', message: 'ERP down' },
  { level: 'warn', event: 'SIGN_IN_FAILED', at: '2026-11-03T23:30:00Z', ref: 'ref-nov-03', message: 'late' },
  {
    level: 'error',
    event: 'UNHANDLED_ERROR',
    at: '2026-11-05T09:00:00Z',
    ref: 'ref-nov-05',
    message: 'boom 50%',
  },
  { level: 'info', event: 'SIGN_IN', at: '2026-11-05T12:00:00Z', ref: 'ref-nov-05b', message: 'signed in' },
  { level: 'error', event: 'MAIL_FAILED', at: '2026-11-09T08:00:00Z', ref: 'ref-nov-09', message: 'smtp' },
] as const;

const portal = portalPerFile({
  beforeReady: (app) => {
    app.get('/api/test/boom', { config: { access: publicAccess } }, async () => {
      throw new Error('the error log must show this');
    });
  },
});

beforeAll(async () => {
  admin = await portal.signIn(demo.admin);
  const customerId = (await findUserByEmail(portal.database.db, demo.customer))?.id ?? null;
  const adminId = (await findUserByEmail(portal.database.db, demo.admin))?.id ?? null;
  await portal.database.db.insert(logEntries).values(
    seeded.map((row, index) => ({
      level: row.level,
      event: row.event,
      createdAt: new Date(row.at),
      referenceId: row.ref,
      message: row.message,
      // The fourth row was done by the administrator acting as the customer (D5).
      userId: index === 3 ? customerId : null,
      realUserId: index === 3 ? adminId : null,
    })),
  );
});

async function list(query: Record<string, string | number> = {}, cookie = admin) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return portal.get(`/api/logs?${search}`, cookie);
}

const filtered = async (filter: unknown[], extra: Record<string, string | number> = {}) => {
  const response = await list({ filter: JSON.stringify(filter), ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ListPage<LogEntryView>;
};

const refs = (page: ListPage<LogEntryView>) => page.rows.map((row) => row.referenceId);

describe('GET /api/logs', () => {
  it('is for administrators only', async () => {
    expectProblem(await list({}, await portal.signIn(demo.customer)), 403, 'FORBIDDEN');
    expectProblem(await list({}, await portal.signIn(demo.sales)), 403, 'FORBIDDEN');
    expectProblem(await portal.get('/api/logs'), 401, 'UNAUTHENTICATED');
  });

  it('answers newest first, 25 a page by default, with the user as an e-mail and the real user when acting', async () => {
    const page = await list();
    const body = page.json() as ListPage<LogEntryView>;
    expect(body.pageSize).toBe(25);
    const times = body.rows.map((row) => row.time);
    expect(times).toEqual([...times].sort().reverse());
    const acting = body.rows.find((row) => row.referenceId === 'ref-nov-05b');
    expect(acting).toMatchObject({
      level: 'info',
      event: 'SIGN_IN',
      time: '2026-11-05T12:00:00.000Z',
      user: demo.customer,
      realUser: demo.admin,
      message: 'signed in',
    });
    expect(typeof acting?.id).toBe('number');
  });

  it('pages by the chosen size and refuses other sizes', async () => {
    const total = ((await list()).json() as ListPage<LogEntryView>).total;
    expect(total).toBeGreaterThan(5);
    const first = (await list({ pageSize: 10, page: 1 })).json() as ListPage<LogEntryView>;
    expect(first.pageSize).toBe(10);
    expect(first.rows.length).toBe(Math.min(10, total));
    const last = (await list({ pageSize: 10, page: Math.ceil(total / 10) })).json() as ListPage<LogEntryView>;
    expect(last.rows.length).toBe(total - 10 * (Math.ceil(total / 10) - 1));
    expectFieldErrors(await list({ pageSize: 20 }), { pageSize: 'INVALID_VALUE' });
  });

  it('searches message, event and reference id, with % as a plain character', async () => {
    expect(refs((await list({ search: 'ref-nov-09' })).json())).toEqual(['ref-nov-09']);
    expect(refs((await list({ search: 'mail_failed' })).json())).toEqual(['ref-nov-09']);
    expect(refs((await list({ search: '50%' })).json())).toEqual(['ref-nov-05']);
    expect((await list({ search: 'no such thing' })).json().total).toBe(0);
  });

  it('filters on a date range (whole days, inclusive, Amsterdam time) and a level', async () => {
    const page = await filtered([
      { join: 'where', column: 'time', condition: 'between', from: '2026-11-03', to: '2026-11-05' },
      { join: 'and', column: 'level', condition: 'is', value: 'error' },
    ]);
    expect(refs(page)).toEqual(['ref-nov-05']);
    // 23:30 UTC on the 3rd is already the 4th in Amsterdam.
    const days = await filtered([
      { join: 'where', column: 'time', condition: 'between', from: '2026-11-04', to: '2026-11-04' },
    ]);
    expect(refs(days)).toEqual(['ref-nov-03']);
    const either = await filtered([
      { join: 'where', column: 'event', condition: 'is', value: 'MAIL_FAILED' },
      { join: 'or', column: 'event', condition: 'contains', value: 'erp' },
    ]);
    expect(refs(either).sort()).toEqual(['ref-nov-02', 'ref-nov-09']);
    const byUser = await filtered([
      { join: 'where', column: 'user', condition: 'contains', value: 'admin@' },
    ]);
    expect(refs(byUser)).toContain('ref-nov-05b');
  });

  it('filters on the id or the reference id alone, and refuses them next to another filter', async () => {
    const target = ((await list({ search: 'ref-nov-02' })).json() as ListPage<LogEntryView>).rows[0];
    const byId = await filtered([
      { join: 'where', column: 'id', condition: 'is', value: String(target?.id) },
    ]);
    expect(refs(byId)).toEqual(['ref-nov-02']);
    const byRef = await filtered([
      { join: 'where', column: 'referenceId', condition: 'is', value: 'REF-NOV-09' },
    ]);
    expect(refs(byRef)).toEqual(['ref-nov-09']);
    const together = await list({
      filter: JSON.stringify([
        { join: 'where', column: 'id', condition: 'is', value: '1' },
        { join: 'and', column: 'level', condition: 'is', value: 'error' },
      ]),
    });
    expectFieldErrors(together, { 'filter.0.column': 'INVALID_VALUE' });
  });

  it('refuses a filter that is not JSON, an unknown column, or a date column without between', async () => {
    expect((await list({ filter: '[{' })).statusCode).toBe(400);
    expectFieldErrors(
      await list({
        filter: JSON.stringify([{ join: 'where', column: 'password', condition: 'is', value: 'x' }]),
      }),
      { 'filter.0.column': 'INVALID_VALUE' },
    );
    expectFieldErrors(
      await list({
        filter: JSON.stringify([{ join: 'where', column: 'time', condition: 'is', value: 'x' }]),
      }),
      { 'filter.0.condition': 'INVALID_VALUE' },
    );
  });

  it('shows every 5xx the API answered, under the reference id the user was shown', async () => {
    const response = await portal.get('/api/test/boom', admin);
    const problem = expectProblem(response, 500, 'INTERNAL');
    const page = await filtered([
      { join: 'where', column: 'referenceId', condition: 'is', value: problem.referenceId ?? 'missing' },
    ]);
    expect(page.rows).toHaveLength(1);
    expect(page.rows[0]).toMatchObject({
      level: 'error',
      event: 'UNHANDLED_ERROR',
      user: demo.admin,
      referenceId: problem.referenceId,
    });
    expect(page.rows[0]?.message).toContain('the error log must show this');
  });
});
