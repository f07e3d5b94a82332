import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config/env.js';
import { markStarted, markSucceeded } from '../src/modules/erp-sync/erp-sync-state.repository.js';
import { listenForMetrics, type MetricsEndpoint } from '../src/plugins/metrics-endpoint.js';
import { createTestPortal, type TestPortal } from './support/harness.js';
import { must } from './support/must.js';

const TOKEN = 'scrape-token-of-the-tests';

let portal: TestPortal;
let endpoint: MetricsEndpoint;

beforeAll(async () => {
  // Port 0: any free port; the endpoint says which.
  portal = await createTestPortal({ env: { METRICS_PORT: '0', METRICS_TOKEN: TOKEN } });
  endpoint = await listenForMetrics(
    must(portal.deps.metrics, 'the metrics').registry,
    must(portal.config.metrics, 'the metrics settings'),
    portal.deps.log,
  );
});
afterAll(async () => {
  await endpoint?.close();
  await portal?.close();
});

const scrapeWith = (headers: Record<string, string>, path = '/metrics') =>
  fetch(`${endpoint.url}${path}`, { headers });

async function scrape(): Promise<string> {
  const response = await scrapeWith({ authorization: `Bearer ${TOKEN}` });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

/** The value of the series `name` whose labels include `labels`; undefined when there is none. */
function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const own = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]),
    );
    if (Object.entries(labels).every(([key, value]) => own[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('the metrics endpoint', () => {
  it('times each answer by route pattern and status class, never by the raw URL', async () => {
    for (let i = 0; i < 3; i++) expect((await portal.get('/health/live')).statusCode).toBe(200);
    expect((await portal.get('/api/orders/424242?search=private-text')).statusCode).toBe(401);

    const text = await scrape();
    expect(
      sampleOf(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/health/live',
        status_class: '2xx',
      }),
    ).toBe(3);
    expect(
      sampleOf(text, 'http_request_duration_seconds_bucket', {
        route: '/health/live',
        status_class: '2xx',
        le: '+Inf',
      }),
    ).toBe(3);
    expect(
      sampleOf(text, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/orders/:id',
        status_class: '4xx',
      }),
    ).toBe(1);
    expect(text).not.toContain('424242');
    expect(text).not.toContain('private-text');
    // The process's own, on the same registry.
    expect(sampleOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('is not on the portal: GET /metrics on the app is a 404 as before', async () => {
    expect((await portal.get('/metrics')).statusCode).toBe(404);
  });

  it('answers 401 without the token or with another, and 404 beside /metrics', async () => {
    for (const headers of <Record<string, string>[]>[
      {},
      { authorization: 'Bearer another-token-of-the-tests' },
      { authorization: TOKEN },
    ]) {
      const response = await scrapeWith(headers);
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain('http_request_duration_seconds');
    }
    expect((await scrapeWith({ authorization: `Bearer ${TOKEN}` }, '/')).status).toBe(404);
  });

  it("reads every declared queue's waiting jobs and the oldest one's age when scraped", async () => {
    // No workers run in the tests: the job waits.
    await portal.deps.jobs.send('erp-sync-customer', { customerCode: 'C10001' });

    const text = await scrape();
    expect(sampleOf(text, 'selvedge_job_queue_jobs', { queue: 'erp-sync-customer', state: 'created' })).toBe(
      1,
    );
    expect(sampleOf(text, 'selvedge_job_queue_jobs', { queue: 'erp-sync-customer', state: 'active' })).toBe(
      0,
    );
    expect(sampleOf(text, 'selvedge_job_queue_jobs', { queue: 'order-placement', state: 'created' })).toBe(0);
    expect(
      sampleOf(text, 'selvedge_job_queue_oldest_waiting_seconds', { queue: 'erp-sync-customer' }),
    ).toBeGreaterThanOrEqual(0);
    expect(sampleOf(text, 'selvedge_job_queue_oldest_waiting_seconds', { queue: 'order-placement' })).toBe(0);
  });

  it("gives each feed's seconds since its last success, by the portal's clock, and the lag allowed", async () => {
    const { db } = portal.database;
    await markStarted(db, 'stock', portal.clock.now());
    await markSucceeded(db, 'stock', portal.clock.now());
    portal.clock.advanceMinutes(2);

    const text = await scrape();
    expect(sampleOf(text, 'selvedge_sync_lag_seconds', { feed: 'stock' })).toBe(120);
    // A feed that never succeeded has no lag to tell.
    expect(sampleOf(text, 'selvedge_sync_lag_seconds', { feed: 'items' })).toBeUndefined();
    expect(sampleOf(text, 'selvedge_sync_lag_allowed_seconds', { feed: 'stock' })).toBe(15 * 60);
    expect(sampleOf(text, 'selvedge_sync_lag_allowed_seconds', { feed: 'referenceData' })).toBe(180 * 60);
  });

  it('times ERP calls, counts their failures and shows the circuit opening and closing again', async () => {
    const { erp } = portal.deps;
    expect(sampleOf(await scrape(), 'selvedge_erp_circuit_state')).toBe(0);

    portal.erp.setFailing(true);
    try {
      // The harness's breaker opens after five failures in a row (the default threshold).
      for (let i = 0; i < 5; i++) {
        await expect(erp.pullChanges('stock', null, 1)).rejects.toMatchObject({ kind: 'unavailable' });
      }
      const text = await scrape();
      expect(sampleOf(text, 'selvedge_erp_circuit_state')).toBe(2);
      const failed = { operation: 'pullChanges', outcome: 'unavailable' };
      expect(sampleOf(text, 'selvedge_erp_call_errors_total', failed)).toBe(5);
      expect(sampleOf(text, 'selvedge_erp_call_duration_seconds_count', failed)).toBe(5);
    } finally {
      portal.erp.setFailing(false);
    }

    // Once its pause is over, the health check is the trial call that closes it.
    await vi.waitFor(
      async () => {
        await erp.health();
        expect(erp.circuitState).toBe('closed');
      },
      { timeout: 5_000, interval: 50 },
    );
    const text = await scrape();
    expect(sampleOf(text, 'selvedge_erp_circuit_state')).toBe(0);
    expect(
      sampleOf(text, 'selvedge_erp_call_duration_seconds_count', { operation: 'health', outcome: 'ok' }),
    ).toBe(1);
  });
});

describe('the metrics settings', () => {
  it('has no metrics endpoint unless METRICS_PORT is set, on loopback unless told', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
      token: null,
    });
  });

  it('refuses a short token, naming the variable', () => {
    expect(() => loadConfig({ METRICS_PORT: '9464', METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
