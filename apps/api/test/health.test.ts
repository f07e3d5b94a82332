import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { markFailed, markStarted, markSucceeded } from '../src/modules/erp-sync/erp-sync-state.repository.js';
import { SYNC_ORDER } from '../src/modules/erp-sync/index.js';
import { portalPerFile } from './support/harness.js';

const portal = portalPerFile();

describe('health', () => {
  it('runs on the database the suite was asked for', () => {
    expect(portal.database.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'embedded');
  });

  it('GET /health/live answers ok without a session', async () => {
    const response = await portal.get('/health/live');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /health/ready answers 503 until the first ERP sync has finished, then ok', async () => {
    // This portal's ERP was never synced: a new install in its first minutes.
    const starting = await portal.get('/health/ready');
    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toEqual({ status: 'unavailable', reason: 'first ERP sync running' });

    await portal.sync();
    const response = await portal.get('/health/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /health/ready stays 200 but degraded, naming a failed or lagging feed and not its error', async () => {
    const { db } = portal.database;
    const start = portal.clock.now();
    // The other feeds keep up throughout: their last success stays ahead of this test's clock.
    const later = new Date(start.getTime() + 24 * 60 * 60_000);
    try {
      for (const feed of SYNC_ORDER) {
        await markStarted(db, feed, start);
        await markSucceeded(db, feed, feed === 'stock' || feed === 'referenceData' ? start : later);
      }
      await markFailed(db, 'stock', start, 'Service Layer: session expired (internal host sap01)');
      const failed = await portal.get('/health/ready');
      expect(failed.statusCode).toBe(200);
      expect(failed.json()).toEqual({
        status: 'degraded',
        feeds: [{ feed: 'stock', reason: 'failed', since: start.toISOString() }],
      });
      expect(failed.body).not.toContain('sap01');

      // Stock (every minute) may lag SYNC_MAX_LAG_MINUTES (15); reference data (hourly) three hours.
      await markSucceeded(db, 'stock', start);
      portal.clock.advanceMinutes(16);
      expect((await portal.get('/health/ready')).json()).toEqual({
        status: 'degraded',
        feeds: [{ feed: 'stock', reason: 'lagging', since: start.toISOString() }],
      });
      portal.clock.advanceMinutes(165);
      expect((await portal.get('/health/ready')).json().feeds).toEqual([
        { feed: 'referenceData', reason: 'lagging', since: start.toISOString() },
        { feed: 'stock', reason: 'lagging', since: start.toISOString() },
      ]);
    } finally {
      portal.clock.set(start);
    }
    await portal.sync();
    expect((await portal.get('/health/ready')).json()).toEqual({ status: 'ok' });
  });

  it('GET /health/ready answers 503 when the migrations are missing', async () => {
    await portal.database.db.execute(sql`alter table drizzle.__drizzle_migrations rename to moved_away`);
    try {
      const response = await portal.get('/health/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable' });
    } finally {
      await portal.database.db.execute(sql`alter table drizzle.moved_away rename to __drizzle_migrations`);
    }
    expect((await portal.get('/health/ready')).statusCode).toBe(200);
  });
});

describe('GET /api/docs', () => {
  it('serves the API documentation page and the OpenAPI document of every route', async () => {
    const page = await portal.get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const json = await portal.get('/api/docs/json');
    expect(json.statusCode).toBe(200);
    const document = json.json();
    expect(document.info.title).toBe('Selvedge portal API');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/session', '/api/password/reset', '/api/registrations', '/health/ready']),
    );
    expect(document.paths['/api/session'].post.requestBody).toBeDefined();
  });
});
