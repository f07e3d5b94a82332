/**
 * Shipping addresses on the order screen (ordering §4 "Shipping address editing"): an export customer
 * with the address-book flag saves addresses to its ERP ship-tos and orders to them; its draft starts
 * from the ship-to chosen at sign-in; customers without the flag cannot write the book.
 */
import type { OrderDraft, OrderingContext, ShipToAddress } from '@selvedge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, demo, expectProblem, type TestPortal } from './support/harness.js';

let portal: TestPortal;
let exporter: string;

beforeAll(async () => {
  portal = await createTestPortal({ erpData: 'tiny' });
  exporter = await portal.signIn(demo.export);
  const choose = await portal.put('/api/ship-to', { addressId: 'Manchester warehouse' }, exporter);
  expect(choose.statusCode, choose.body).toBe(200);
});
afterAll(() => portal?.close());

const context = async (cookie = exporter) =>
  (await portal.get('/api/ordering/context', cookie)).json() as OrderingContext;

const studio = {
  name: 'Leeds studio',
  street: '3 Park Row',
  zipCode: 'LS1 5HD',
  city: 'Leeds',
  country: 'GB',
};

describe('the address book (address-book flag)', () => {
  it("starts an export customer's draft from the ship-to chosen at sign-in", async () => {
    const draft = (
      await portal.post('/api/order-drafts/current', { orderType: 'B2B' }, exporter)
    ).json() as OrderDraft;
    expect(draft.shippingAddress).toMatchObject({ addressId: 'Manchester warehouse', city: 'Manchester' });
    const ctx = await context();
    expect(ctx.customer).toMatchObject({ isExport: true, hasAddressBook: true, isOtherCountry: true });
    expect(ctx.shippingTypes.length).toBeGreaterThan(0);
    expect(ctx.countries.map((c) => c.code)).toContain('IE');
  });

  it('adds an address to the ERP, lists it at once and orders to it', async () => {
    const response = await portal.post('/api/address-book', studio, exporter);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: 'Leeds studio', ...studio });
    expect((await context()).shipToAddresses).toContainEqual({ id: 'Leeds studio', ...studio });
    // Saving the same again is the same address (idempotent by name).
    expect((await portal.post('/api/address-book', studio, exporter)).statusCode).toBe(200);
    // Another address under the name is refused, and the first one is kept.
    expectProblem(
      await portal.post('/api/address-book', { ...studio, street: '9 Other Road' }, exporter),
      409,
      'ADDRESS_NAME_TAKEN',
    );
    const draft = (
      await portal.post('/api/order-drafts/current', { orderType: 'B2B' }, exporter)
    ).json() as OrderDraft;
    const used = await portal.patch(
      `/api/order-drafts/${draft.id}`,
      { shippingAddress: { addressId: 'Leeds studio', ...studio } },
      exporter,
    );
    expect(used.statusCode, used.body).toBe(200);
    // The ERP has it too: the next sync keeps it in the list.
    await portal.sync();
    expect((await context()).shipToAddresses.map((a) => a.id)).toContain('Leeds studio');
  });

  it('changes and renames an address; a list address must be one of the customer', async () => {
    const changed = await portal.put(
      '/api/address-book/Leeds%20studio',
      { ...studio, name: 'Leeds showroom', street: '5 Park Row' },
      exporter,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const ids = (await context()).shipToAddresses.map((a: ShipToAddress) => a.id);
    expect(ids).toContain('Leeds showroom');
    expect(ids).not.toContain('Leeds studio');
    expectProblem(
      await portal.put('/api/address-book/Nowhere', { ...studio, name: 'Nowhere' }, exporter),
      404,
      'NOT_FOUND',
    );
    const draft = (
      await portal.post('/api/order-drafts/current', { orderType: 'B2B' }, exporter)
    ).json() as OrderDraft;
    expectProblem(
      await portal.patch(
        `/api/order-drafts/${draft.id}`,
        { shippingAddress: { addressId: 'Somebody else', ...studio } },
        exporter,
      ),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('says so while the ERP is down, and stores nothing', async () => {
    portal.erp.setFailing(true);
    try {
      expectProblem(
        await portal.post('/api/address-book', { ...studio, name: 'Offline' }, exporter),
        503,
        'ERP_UNAVAILABLE',
      );
    } finally {
      portal.erp.setFailing(false);
    }
    expect((await context()).shipToAddresses.map((a) => a.id)).not.toContain('Offline');
  });

  it('is refused to a customer without the flag', async () => {
    const customer = await portal.signIn(demo.customer);
    expectProblem(await portal.post('/api/address-book', studio, customer), 403, 'FORBIDDEN');
    expect((await context(customer)).shipToAddresses.map((a) => a.id)).toEqual(['Ship to']);
  });
});
