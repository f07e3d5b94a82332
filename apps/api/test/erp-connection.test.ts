/**
 * What the portal's ERP connection does: each feed's runs, lag and next run, a failing
 * feed's error and status, the outboxes, "sync now" queueing runs, and each run logged.
 */
import { Writable } from 'node:stream';
import type {
  ApprovalResult,
  DraftLineResult,
  ErpConnection,
  ErpSyncRequested,
  OrderDraft,
} from '@selvedge/contracts';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { feedQueue } from '../src/modules/erp-sync/erp-sync.jobs.js';
import { runFeed } from '../src/modules/erp-sync/erp-sync.runs.js';
import { SYNC_ORDER } from '../src/modules/erp-sync/erp-sync.service.js';
import { demo, expectOk, portalPerFile, signInPerFile } from './support/harness.js';
import { attemptNow } from './support/outbox.js';

const portal = portalPerFile({ erpData: 'tiny' });
const cookies = signInPerFile(portal, { admin: demo.admin });

beforeEach(() => portal.erp.setFailing(false));

const connection = async () =>
  expectOk<ErpConnection>(await portal.get('/api/erp-connection', cookies.admin));
const feedOf = (answer: ErpConnection, feed: string) => answer.feeds.find((row) => row.feed === feed);

/** Waits out the circuit the failing runs opened (the tests' half-open delay), with the ERP back. */
async function syncAgain(): Promise<void> {
  for (let tries = 0; ; tries += 1) {
    try {
      await portal.sync();
      return;
    } catch (error) {
      if (tries > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

describe('GET /api/erp-connection', () => {
  it('shows every feed synced, its schedule and next run, the circuit and empty outboxes', async () => {
    // Synced now: the starting database was synced when the run began, which may be minutes ago.
    await portal.sync();
    const answer = await connection();
    expect(answer.circuit).toBe('closed');
    // In the order a full sync runs them.
    expect(answer.feeds.map((row) => row.feed)).toEqual(SYNC_ORDER);
    const now = portal.clock.now().getTime();
    for (const row of answer.feeds) {
      expect(row.status, row.feed).toBe('ok');
      expect(row.lastError).toBeNull();
      expect(row.lagSeconds).toBeGreaterThanOrEqual(0);
      expect(row.lagSeconds).toBeLessThan(60);
      expect(new Date(row.nextRunAt).getTime()).toBeGreaterThan(now);
    }
    expect(feedOf(answer, 'stock')).toMatchObject({ schedule: '* * * * *', maxLagMinutes: 15 });
    expect(feedOf(answer, 'referenceData')).toMatchObject({ schedule: '7 * * * *', maxLagMinutes: 180 });
    expect(feedOf(answer, 'items')?.rowsApplied).toBeGreaterThan(0);
    expect(answer.outbox.orders).toEqual({ count: 0, oldestSince: null, lastError: null });
    expect(answer.outbox.returnRequests).toEqual({ count: 0, oldestSince: null, lastError: null });
  });

  it("shows a failing feed's error and 'failed'; /health/ready names it without the message", async () => {
    portal.erp.setFailing(true);
    await expect(portal.sync()).rejects.toThrow();
    const failed = feedOf(await connection(), 'referenceData');
    expect(failed?.status).toBe('failed');
    expect(failed?.lastError).toEqual(expect.any(String));
    expect(failed?.lastFailedAt).toBe(portal.clock.now().toISOString());

    const ready = await portal.get('/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'degraded',
      feeds: [{ feed: 'referenceData', reason: 'failed', since: failed?.lastSucceededAt }],
    });
    expect(ready.body).not.toContain(failed?.lastError as string);

    portal.erp.setFailing(false);
    await syncAgain();
    expect(feedOf(await connection(), 'referenceData')).toMatchObject({ status: 'ok', lastError: null });
    expect((await portal.get('/health/ready')).json()).toEqual({ status: 'ok' });
  });

  it('shows a feed whose last success is older than its allowed lag as lagging', async () => {
    portal.clock.advanceMinutes(16);
    const answer = await connection();
    expect(feedOf(answer, 'stock')?.status).toBe('lagging');
    expect(feedOf(answer, 'stock')?.lagSeconds).toBeGreaterThanOrEqual(16 * 60);
    expect(feedOf(answer, 'referenceData')?.status).toBe('ok');
    expect((await portal.get('/health/ready')).json().feeds).toHaveLength(5);
    await portal.sync();
    expect((await portal.get('/health/ready')).json()).toEqual({ status: 'ok' });
  });
});

describe('the outbox on the ERP connection screen', () => {
  it('counts the orders waiting for the ERP, the oldest approval and their latest failure', async () => {
    const customer = await portal.signIn(demo.customer);
    const draft = await expectOk<OrderDraft>(
      await portal.post('/api/order-drafts/current', { orderType: 'B2B' }, customer),
    );
    await expectOk(await portal.patch(`/api/order-drafts/${draft.id}`, { reference: 'Outbox' }, customer));
    await expectOk<DraftLineResult>(
      await portal.post(
        `/api/order-drafts/${draft.id}/lines`,
        { itemCode: 'HF-1011', quantity: 3 },
        customer,
      ),
    );
    // Neither an outage nor a refusal: the order stays in the outbox with its error, tries left.
    const placeOrder = vi
      .spyOn(portal.deps.erp, 'placeOrder')
      .mockRejectedValue(new TypeError('ItemCode missing in the answer'));
    try {
      const approved = await expectOk<ApprovalResult>(
        await portal.post(
          `/api/order-drafts/${draft.id}/approve`,
          { email: 'inkoop@devries.example', termsAccepted: true },
          customer,
        ),
      );
      expect(approved.state).toBe('queued');
      expect((await attemptNow(portal, draft.id)).kind).toBe('queued');
    } finally {
      placeOrder.mockRestore();
    }
    const { orders, returnRequests } = (await connection()).outbox;
    expect(orders).toEqual({
      count: 1,
      oldestSince: portal.clock.now().toISOString(),
      lastError: expect.stringContaining('ItemCode missing'),
    });
    expect(returnRequests.count).toBe(0);
    await portal.database.db.execute(sql`delete from order_drafts`);
  });
});

describe('POST /api/erp-connection/sync', () => {
  it("queues one feed's run, or every feed's, and logs who asked", async () => {
    const one = await portal.post('/api/erp-connection/sync', { feed: 'stock' }, cookies.admin);
    expect(one.statusCode).toBe(202);
    expect(one.json<ErpSyncRequested>()).toEqual({ feeds: ['stock'] });
    expect(await portal.deps.jobs.countJobs(feedQueue('stock'), 'created')).toBe(1);

    const every = await portal.post('/api/erp-connection/sync', {}, cookies.admin);
    expect(every.statusCode).toBe(202);
    expect(every.json<ErpSyncRequested>().feeds).toHaveLength(6);
    expect(await portal.deps.jobs.countJobs(feedQueue('items'), 'created')).toBe(1);
    // The feed queues are stately: asking again while a run waits queues no second one.
    expect(await portal.deps.jobs.countJobs(feedQueue('stock'), 'created')).toBe(1);

    const rows = (await portal.logs()).filter((row) => row.event === 'ERP_SYNC_REQUESTED');
    expect(rows.map((row) => row.message)).toEqual([
      'ERP sync requested: stock',
      'ERP sync requested: every feed',
    ]);
    expect(rows[0]?.userId).toEqual(expect.any(String));
  });

  it('refuses an unknown feed', async () => {
    expect(
      (await portal.post('/api/erp-connection/sync', { feed: 'prices' }, cookies.admin)).statusCode,
    ).toBe(400);
  });

  it('answers customers and sales 403 and anonymous callers 401', async () => {
    for (const email of [demo.customer, demo.sales]) {
      const cookie = await portal.signIn(email);
      expect((await portal.get('/api/erp-connection', cookie)).statusCode).toBe(403);
      expect((await portal.post('/api/erp-connection/sync', {}, cookie)).statusCode).toBe(403);
    }
    expect((await portal.get('/api/erp-connection')).statusCode).toBe(401);
    expect((await portal.post('/api/erp-connection/sync', {})).statusCode).toBe(401);
  });
});

describe('the sync workers’ log', () => {
  it('logs a failure at error with the feed, the message and the attempt, and the recovery at info', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const log = pino({ level: 'debug' }, sink);
    const deps = { db: portal.database.db, erp: portal.deps.erp, clock: portal.clock };
    const failures = new Map();
    portal.erp.setFailing(true);
    await expect(runFeed(deps, log, 'stock', failures)).rejects.toThrow();
    await expect(runFeed(deps, log, 'stock', failures)).rejects.toThrow();
    portal.erp.setFailing(false);
    for (let tries = 0; ; tries += 1) {
      try {
        await runFeed(deps, log, 'stock', failures);
        break;
      } catch (error) {
        if (tries > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    await runFeed(deps, log, 'stock', failures);
    const errors = lines.filter((line) => line.level === 50);
    expect(errors.slice(0, 2)).toEqual([
      expect.objectContaining({ feed: 'stock', attempt: 1, erpMessage: expect.any(String) }),
      expect.objectContaining({ feed: 'stock', attempt: 2 }),
    ]);
    const after = lines.slice(lines.findLastIndex((line) => line.level === 50) + 1);
    expect(after).toEqual([
      expect.objectContaining({ level: 30, feed: 'stock', msg: 'ERP sync of stock recovered' }),
      expect.objectContaining({
        level: 20,
        feed: 'stock',
        rowsApplied: 0,
        msg: 'ERP sync of stock: no changes',
      }),
    ]);
  });
});
