import { withResilience } from '@selvedge/erp';
import { erpErrorOf } from '@selvedge/erp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoErpAdapter, type DemoErpAdapter } from './demo-erp-adapter.js';
import { generate } from './generate.js';
import { type DemoTestDatabase, openMemoryDemoErp } from './test-database.js';

// The port's resilience policies (@selvedge/erp, resilience.test.ts there) around the real demo adapter.
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const request = { itemCode: 'HF-1011', quantity: 1 };
const fast = { liveTimeoutMs: 50, initialBackoffMs: 1, maxBackoffMs: 2, halfOpenAfterMs: 100 };

describe('withResilience around the demo ERP', () => {
  let database: DemoTestDatabase;
  let demo: DemoErpAdapter;

  beforeAll(async () => {
    database = await openMemoryDemoErp();
    await generate(database.db, { seed: 3, scale: 'tiny', today: '2026-11-23' });
    demo = createDemoErpAdapter({ db: database.db, clock: { now: () => new Date('2026-11-23T09:00:00Z') } });
  });
  afterAll(() => database.close());

  it('feeds get a longer time-out than live calls', async () => {
    const port = withResilience(demo.port, { ...fast, liveRetries: 0, feedTimeoutMs: 2_000 });
    demo.controls.setLatency(150);
    try {
      expect((await erpErrorOf(port.getDeliveryWeek(request))).kind).toBe('unavailable');
      const page = await port.pullChanges('referenceData', null, 5);
      expect(page.rows.length).toBe(5);
    } finally {
      demo.controls.setLatency(0);
    }
  });

  it('a failing ERP opens the circuit; when it returns, the circuit closes', async () => {
    const port = withResilience(demo.port, { ...fast, liveRetries: 0, breakerThreshold: 2 });
    demo.controls.setFailing(true);
    try {
      for (let i = 0; i < 2; i += 1)
        expect((await erpErrorOf(port.getDeliveryWeek(request))).kind).toBe('unavailable');
      expect(port.circuitState).toBe('open');
    } finally {
      demo.controls.setFailing(false);
    }
    await sleep(150);
    expect((await port.getDeliveryWeek(request)).kind).toBeDefined();
    expect(port.circuitState).toBe('closed');
    expect((await port.health()).isUp).toBe(true);
  });
});
