/**
 * A new install's first minutes: the demo ERP is filled but not yet synced into the read model. The
 * portal says it is not ready, the session and the order screen's context say the data are still coming, and a draft
 * begun then takes no label as its shipping type; once the first sync has run, the draft gets the
 * customer's address.
 */
import type { OrderDraft, OrderingContext } from '@selvedge/contracts';
import { generate } from '@selvedge/demo-erp';
import { beforeAll, describe, expect, it } from 'vitest';
import { markFailed, markStarted } from '../src/modules/erp-sync/erp-sync-state.repository.js';
import { SYNC_ORDER } from '../src/modules/erp-sync/index.js';
import { createTestPortal, demo, expectOk, portalPerFile } from './support/harness.js';

const portal = portalPerFile();

beforeAll(async () => {
  await generate(portal.database.db, {
    seed: 2026,
    scale: 'tiny',
    today: portal.clock.now().toISOString().slice(0, 10),
  });
});

describe('before and after the first ERP sync', () => {
  it('is not ready, then ready; the order screen waits for its data, then has them', async () => {
    const ready = await portal.get('/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ reason: 'first ERP sync running' });

    const customer = await portal.signIn(demo.customer);
    const session = (await portal.get('/api/session', customer)).json();
    // Every screen says its data are still coming (the shell's banner reads this).
    expect(session.isAwaitingFirstSync).toBe(true);
    // The session knows the seeded customer's shipping type by its label ("Transport"), not a code.
    expect(session.user.customer.shippingType).toBe('Transport');
    const before = await expectOk<OrderingContext>(await portal.get('/api/ordering/context', customer));
    expect(before).toMatchObject({
      isAwaitingFirstSync: true,
      billTo: null,
      shippingTypes: [],
      countries: [],
    });
    const draft = await expectOk<OrderDraft>(
      await portal.post('/api/order-drafts/current', { orderType: 'B2B' }, customer),
    );
    expect(draft.shippingTypeCode).toBeNull();
    expect(draft.shippingAddress).toBeNull();

    await portal.sync();
    expect((await portal.get('/health/ready')).statusCode).toBe(200);
    expect((await portal.get('/api/session', customer)).json().isAwaitingFirstSync).toBe(false);
    const after = await expectOk<OrderingContext>(await portal.get('/api/ordering/context', customer));
    expect(after.isAwaitingFirstSync).toBe(false);
    expect(after.billTo).not.toBeNull();
    expect(after.shippingTypes.length).toBeGreaterThan(0);
    expect(after.shippingTypes.map((type) => type.code)).not.toContain('Transport');

    // The same draft, now with the customer's address; its shipping type is still a code or none.
    const resumed = await expectOk<OrderDraft>(
      await portal.post('/api/order-drafts/current', { orderType: 'B2B' }, customer),
    );
    expect(resumed.id).toBe(draft.id);
    expect(resumed.shippingAddress).toMatchObject({ name: expect.any(String), country: expect.any(String) });
    if (resumed.shippingTypeCode !== null) {
      expect(after.shippingTypes.map((type) => type.code)).toContain(resumed.shippingTypeCode);
    }
  });

  it('a first sync that fails is no longer "a minute": ready says degraded, the screens stop saying the data are coming', async () => {
    const failing = await createTestPortal();
    try {
      const customer = await failing.signIn(demo.customer);
      expect((await failing.get('/api/session', customer)).json().isAwaitingFirstSync).toBe(true);
      // Each feed's first run fails (the ERP down at the first start): each is its own job, so each fails.
      for (const feed of SYNC_ORDER) {
        await markStarted(failing.database.db, feed, failing.clock.now());
        await markFailed(failing.database.db, feed, failing.clock.now(), 'The ERP is unavailable');
      }
      const ready = await failing.get('/health/ready');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'degraded' });
      expect((await failing.get('/api/session', customer)).json().isAwaitingFirstSync).toBe(false);
    } finally {
      await failing.close();
    }
  });
});
