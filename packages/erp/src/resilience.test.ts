import { describe, expect, it, vi } from 'vitest';
import { erpErrorOf } from './erp.contract.support.js';
import { erpConflict, erpFailed, erpNotFound, erpRejected, erpUnavailable } from './erp.errors.js';
import type { ErpPort } from './erp.port.js';
import type { Address, PlaceOrderInput, SaveShipToAddressInput } from './erp.types.js';
import { outsideCallTimeout, withResilience } from './resilience.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const week = { kind: 'direct' } as const;

function stubPort(overrides: Partial<ErpPort> = {}): ErpPort {
  const fail = () => Promise.reject(new Error('not stubbed'));
  return {
    pullChanges: vi.fn(fail),
    getPrice: vi.fn(fail),
    getDeliveryWeek: vi.fn(async () => week),
    getObsoleteStatus: vi.fn(fail),
    getExpenses: vi.fn(fail),
    getPayments: vi.fn(fail),
    placeOrder: vi.fn(fail),
    findOrder: vi.fn(fail),
    createReturnRequest: vi.fn(fail),
    postIncomingPayment: vi.fn(fail),
    saveShipToAddress: vi.fn(fail),
    getDocumentPdf: vi.fn(fail),
    health: vi.fn(async () => ({ isUp: true, latencyMs: 1 })),
    ...overrides,
    vatRounding: overrides.vatRounding ?? 'line',
  };
}

/** A port call that fails once as unavailable (`why`), then answers. */
function unavailableOnce<Answer>(why: string, answer: Awaited<Answer>) {
  return vi
    .fn<(...args: unknown[]) => Promise<Answer>>()
    .mockRejectedValueOnce(erpUnavailable(why))
    .mockResolvedValueOnce(answer);
}

const request = { itemCode: 'HF-1011', quantity: 1 };
const fast = { liveTimeoutMs: 50, initialBackoffMs: 1, maxBackoffMs: 2, halfOpenAfterMs: 100 };

describe('withResilience', () => {
  it("tells the adapter's VAT rounding, so the portal's totals round where the ERP rounds", () => {
    expect(withResilience(stubPort({ vatRounding: 'document' }), fast).vatRounding).toBe('document');
    expect(withResilience(stubPort({ vatRounding: 'line' }), fast).vatRounding).toBe('line');
  });

  it('a call slower than its time-out fails fast as unavailable', async () => {
    const port = withResilience(stubPort({ getDeliveryWeek: vi.fn(() => sleep(2_000).then(() => week)) }), {
      ...fast,
      liveRetries: 0,
    });
    const started = Date.now();
    const error = await erpErrorOf(port.getDeliveryWeek(request));
    expect(error.kind).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('retries a read after an outage and answers', async () => {
    const getDeliveryWeek = unavailableOnce('blip', week);
    const port = withResilience(stubPort({ getDeliveryWeek }), fast);
    expect(await port.getDeliveryWeek(request)).toEqual(week);
    expect(getDeliveryWeek).toHaveBeenCalledTimes(2);
  });

  it('retries placing an order, because the portal key makes it idempotent', async () => {
    const placeOrder = unavailableOnce('time-out', {
      docEntry: 1,
      documentNumber: 1_000_001,
    });
    const port = withResilience(stubPort({ placeOrder }), fast);
    expect(await port.placeOrder({ portalKey: 'k' } as PlaceOrderInput)).toEqual({
      docEntry: 1,
      documentNumber: 1_000_001,
    });
    expect(placeOrder).toHaveBeenCalledTimes(2);
  });

  it('retries saving a ship-to address, because the address name makes it idempotent', async () => {
    const input: SaveShipToAddressInput = {
      customerCode: 'C1',
      name: 'Site office',
      street: 'Main Street 1',
      zipCode: '1000 AA',
      city: 'Amsterdam',
      country: 'NL',
    };
    const stored: Address = { ...input, id: 'Site office', kind: 'shipTo', streetNo: null, block: null };
    const saveShipToAddress = unavailableOnce('time-out', stored);
    const port = withResilience(stubPort({ saveShipToAddress }), fast);
    expect(await port.saveShipToAddress(input)).toEqual(stored);
    expect(saveShipToAddress).toHaveBeenCalledTimes(2);
    expect(saveShipToAddress).toHaveBeenLastCalledWith(input);
  });

  it('a conflicting ship-to address is an answer: passed on once, not retried', async () => {
    const saveShipToAddress = vi
      .fn<ErpPort['saveShipToAddress']>()
      .mockRejectedValue(erpConflict('An address with this name exists already'));
    const port = withResilience(stubPort({ saveShipToAddress }), fast);
    const error = await erpErrorOf(
      port.saveShipToAddress({
        customerCode: 'C1',
        name: 'Site office',
        street: 'Other Street 2',
        zipCode: '1000 AA',
        city: 'Amsterdam',
        country: 'NL',
      }),
    );
    expect(error.kind).toBe('conflict');
    expect(saveShipToAddress).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['rejected', erpRejected('Item has been discontinued')],
    ['notFound', erpNotFound('No such item')],
  ])('an answer of kind %s is passed on, not retried, and never opens the circuit', async (kind, answer) => {
    const getPrice = vi.fn<ErpPort['getPrice']>().mockRejectedValue(answer);
    const port = withResilience(stubPort({ getPrice }), { ...fast, breakerThreshold: 2 });
    for (let i = 0; i < 3; i += 1) {
      const error = await erpErrorOf(port.getPrice({ customerCode: 'C1', itemCode: 'X', quantity: 1 }));
      expect(error.kind).toBe(kind);
    }
    expect(getPrice).toHaveBeenCalledTimes(3);
    expect(port.circuitState).toBe('closed');
    if (kind === 'rejected')
      expect(
        (await erpErrorOf(port.getPrice({ customerCode: 'C1', itemCode: 'X', quantity: 1 }))).erpMessage,
      ).toBe('Item has been discontinued');
  });

  it('opens the circuit after consecutive outages, answers at once while open, and closes after a good trial', async () => {
    let isDown = true;
    const getDeliveryWeek = vi.fn<ErpPort['getDeliveryWeek']>(async () => {
      if (isDown) throw erpUnavailable('down');
      return week;
    });
    const port = withResilience(stubPort({ getDeliveryWeek }), {
      ...fast,
      liveRetries: 0,
      breakerThreshold: 3,
    });
    for (let i = 0; i < 3; i += 1)
      expect((await erpErrorOf(port.getDeliveryWeek(request))).kind).toBe('unavailable');
    expect(port.circuitState).toBe('open');

    const started = Date.now();
    const error = await erpErrorOf(port.getDeliveryWeek(request));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(/circuit open/);
    expect(Date.now() - started).toBeLessThan(20);
    expect(getDeliveryWeek).toHaveBeenCalledTimes(3);
    expect((await port.health()).isUp).toBe(false);

    isDown = false;
    await sleep(150);
    expect(await port.getDeliveryWeek(request)).toEqual(week);
    expect(port.circuitState).toBe('closed');
  });

  it('answers health down at once while the circuit is open, and lets health be the trial that closes it', async () => {
    let isDown = true;
    const health = vi.fn<ErpPort['health']>(async () => ({ isUp: !isDown, latencyMs: 1 }));
    const port = withResilience(stubPort({ health }), { ...fast, breakerThreshold: 2 });
    expect((await port.health()).isUp).toBe(false);
    expect((await port.health()).isUp).toBe(false);
    expect(port.circuitState).toBe('open');
    const whileOpen = await port.health();
    expect(whileOpen).toMatchObject({ isUp: false, detail: expect.stringMatching(/circuit open/) });
    expect(health).toHaveBeenCalledTimes(2);

    isDown = false;
    await sleep(150);
    expect((await port.health()).isUp).toBe(true);
    expect(port.circuitState).toBe('closed');
  });

  it('a non-ERP error becomes unavailable', async () => {
    const port = withResilience(
      stubPort({ getExpenses: vi.fn(async () => Promise.reject(new TypeError('boom'))) }),
      {
        ...fast,
        liveRetries: 0,
      },
    );
    expect(
      (await erpErrorOf(port.getExpenses({ customerCode: 'C1', orderType: 'B2B', lines: [] }))).kind,
    ).toBe('unavailable');
  });

  describe('tells a call that never reached the ERP from one whose answer was lost', () => {
    const order: PlaceOrderInput = {
      portalKey: 'k-1',
      customerCode: 'C1',
      orderType: 'B2B',
      reference: 'r',
      shipTo: { addressId: 'A' },
      language: 'en',
      lines: [{ itemCode: 'HF-1011', quantity: 1, reference: null }],
    };
    const refused = () => Promise.reject(erpUnavailable('connection refused', undefined, { isUnsent: true }));

    it('every attempt refused before sending: unsent', async () => {
      const port = withResilience(stubPort({ placeOrder: vi.fn(refused) }), { ...fast, liveRetries: 2 });
      const error = await erpErrorOf(port.placeOrder(order));
      expect(error.kind).toBe('unavailable');
      expect(error.isUnsent).toBe(true);
    });

    it('a time-out may have delivered the order, even when a later attempt is refused', async () => {
      let calls = 0;
      const placeOrder = vi.fn(() => {
        calls += 1;
        return calls === 1 ? sleep(500).then(() => ({ docEntry: 1, documentNumber: 1 })) : refused();
      });
      const port = withResilience(stubPort({ placeOrder }), { ...fast, liveRetries: 1 });
      const error = await erpErrorOf(port.placeOrder(order));
      expect(placeOrder).toHaveBeenCalledTimes(2);
      expect(error.isUnsent).toBe(false);
    });

    it('an answer lost on the way (a plain unavailable) may have delivered it', async () => {
      const port = withResilience(
        stubPort({ placeOrder: vi.fn(() => Promise.reject(erpUnavailable('connection reset'))) }),
        { ...fast, liveRetries: 0 },
      );
      expect((await erpErrorOf(port.placeOrder(order))).isUnsent).toBe(false);
    });

    it('an open circuit sends nothing', async () => {
      const port = withResilience(
        stubPort({
          placeOrder: vi.fn(() => Promise.reject(erpUnavailable('reset'))),
          getDeliveryWeek: vi.fn(() => Promise.reject(erpUnavailable('down'))),
        }),
        { ...fast, liveRetries: 0, breakerThreshold: 2, halfOpenAfterMs: 10_000 },
      );
      await erpErrorOf(port.getDeliveryWeek(request));
      await erpErrorOf(port.getDeliveryWeek(request));
      expect(port.circuitState).toBe('open');
      const error = await erpErrorOf(port.placeOrder(order));
      expect(error.isUnsent).toBe(true);
    });
  });
});

describe("a wait outside the live call's time-out (an adapter's login)", () => {
  const settings = { liveTimeoutMs: 100, liveRetries: 0 };
  const portWith = (getDeliveryWeek: ErpPort['getDeliveryWeek']) => stubPort({ getDeliveryWeek });

  it('a call that first waits longer than its time-out for a login still answers', async () => {
    const port = withResilience(
      portWith(async () => {
        await outsideCallTimeout(sleep(250), 1_000);
        await sleep(30);
        return week;
      }),
      settings,
    );
    expect(await port.getDeliveryWeek(request)).toEqual(week);
  });

  it("the call's own work is still bounded: the time before and after the wait counts", async () => {
    const port = withResilience(
      portWith(async () => {
        await sleep(60);
        await outsideCallTimeout(sleep(150), 1_000);
        await sleep(60);
        return week;
      }),
      settings,
    );
    const started = Date.now();
    expect((await erpErrorOf(port.getDeliveryWeek(request))).kind).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(400);
  });

  it('the wait itself is bounded by its own budget', async () => {
    const port = withResilience(
      portWith(async () => {
        await outsideCallTimeout(sleep(2_000), 150);
        return week;
      }),
      settings,
    );
    const started = Date.now();
    expect((await erpErrorOf(port.getDeliveryWeek(request))).kind).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(600);
  });
});

describe('a failed call (no authorisation, no such service)', () => {
  it('is passed on once: not retried, and it does not open the circuit', async () => {
    const inner = stubPort({
      getDeliveryWeek: vi.fn(async () => {
        throw erpFailed('SAP refused the delivery week: no authorisation', undefined, { isUnsent: true });
      }),
    });
    const port = withResilience(inner, { liveTimeoutMs: 100, liveRetries: 2, breakerThreshold: 2 });
    for (let i = 0; i < 3; i += 1) {
      const error = await erpErrorOf(port.getDeliveryWeek(request));
      expect(error.kind).toBe('failed');
      expect(error.isUnsent).toBe(true);
    }
    expect(inner.getDeliveryWeek).toHaveBeenCalledTimes(3);
    expect(port.circuitState).toBe('closed');
  });
});
