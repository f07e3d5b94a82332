/**
 * Shipping addresses on the order screen (ordering §4 "Shipping address editing"): an export customer
 * with the address-book flag saves addresses to its ERP ship-tos and orders to them; its draft starts
 * from the ship-to chosen at sign-in; a session with a chosen ship-to sees and changes only that
 * address and adds none (D2); customers without the flag cannot write the book.
 */
import type { OrderingContext, ShipToAddress } from '@selvedge/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/modules/users/users.tables.js';
import { demo, expectProblem, portalPerFile } from './support/harness.js';
import { currentDraft } from './support/ordering.js';
import { signInWithShipTo } from './support/ship-to.js';

const portal = portalPerFile({ erpData: 'tiny' });
/** The export customer's user, working for its Manchester ship-to. */
let exporter: string;
/** A Sales user of the export customer, without a chosen ship-to: the company's whole address book. */
let company: string;

beforeAll(async () => {
  exporter = await signInWithShipTo(portal, demo.export, 'Manchester warehouse');
  await portal.database.db
    .update(users)
    .set({ customerCode: 'C40001', canCreateOrder: true })
    .where(eq(users.email, demo.sales));
  company = await portal.signIn(demo.sales);
});

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
    const draft = await currentDraft(portal, exporter);
    expect(draft.shippingAddress).toMatchObject({ addressId: 'Manchester warehouse', city: 'Manchester' });
    const ctx = await context();
    expect(ctx.customer).toMatchObject({ isExport: true, hasAddressBook: true, isOtherCountry: true });
    expect(ctx.shippingTypes.length).toBeGreaterThan(0);
    expect(ctx.countries.map((c) => c.code)).toContain('IE');
  });

  it('adds an address to the ERP in a session without a chosen ship-to, lists it at once and orders to it', async () => {
    const response = await portal.post('/api/address-book', studio, company);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ id: 'Leeds studio', ...studio });
    expect((await context(company)).shipToAddresses).toContainEqual({ id: 'Leeds studio', ...studio });
    // Saving the same again is the same address (idempotent by name).
    expect((await portal.post('/api/address-book', studio, company)).statusCode).toBe(200);
    // Another address under the name is refused, and the first one is kept.
    expectProblem(
      await portal.post('/api/address-book', { ...studio, street: '9 Other Road' }, company),
      409,
      'ADDRESS_NAME_TAKEN',
    );
    const draft = await currentDraft(portal, company);
    const used = await portal.patch(
      `/api/order-drafts/${draft.id}`,
      { shippingAddress: { addressId: 'Leeds studio', ...studio } },
      company,
    );
    expect(used.statusCode, used.body).toBe(200);
    // The ERP has it too: the next sync keeps it in the list.
    await portal.sync();
    expect((await context(company)).shipToAddresses.map((a) => a.id)).toContain('Leeds studio');
  });

  it('changes and renames an address; a list address must be one of the customer', async () => {
    const changed = await portal.put(
      '/api/address-book/Leeds%20studio',
      { ...studio, name: 'Leeds showroom', street: '5 Park Row' },
      company,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const ids = (await context(company)).shipToAddresses.map((a: ShipToAddress) => a.id);
    expect(ids).toContain('Leeds showroom');
    expect(ids).not.toContain('Leeds studio');
    expectProblem(
      await portal.put('/api/address-book/Nowhere', { ...studio, name: 'Nowhere' }, company),
      404,
      'NOT_FOUND',
    );
    const draft = await currentDraft(portal, company);
    expectProblem(
      await portal.patch(
        `/api/order-drafts/${draft.id}`,
        { shippingAddress: { addressId: 'Somebody else', ...studio } },
        company,
      ),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('says so while the ERP is down, and stores nothing', async () => {
    portal.erp.setFailing(true);
    try {
      expectProblem(
        await portal.post('/api/address-book', { ...studio, name: 'Offline' }, company),
        503,
        'ERP_UNAVAILABLE',
      );
    } finally {
      portal.erp.setFailing(false);
    }
    expect((await context(company)).shipToAddresses.map((a) => a.id)).not.toContain('Offline');
  });

  it('is refused to a customer without the flag', async () => {
    const customer = await portal.signIn(demo.customer);
    expectProblem(await portal.post('/api/address-book', studio, customer), 403, 'FORBIDDEN');
    expect((await context(customer)).shipToAddresses.map((a) => a.id)).toEqual(['Ship to']);
  });
});

describe('in a session with a chosen ship-to (D2)', () => {
  let london: string;
  beforeAll(async () => {
    london = await signInWithShipTo(portal, demo.export, 'London showroom');
  });

  /** The ERP's address as the read model has it after a sync, read in the company's session. */
  async function erpAddress(id: string): Promise<ShipToAddress | undefined> {
    await portal.sync();
    return (await context(company)).shipToAddresses.find((address) => address.id === id);
  }

  it("lists only the session's ship-to address; the company's session lists every one", async () => {
    expect((await context(london)).shipToAddresses.map((a) => a.id)).toEqual(['London showroom']);
    expect((await context(exporter)).shipToAddresses.map((a) => a.id)).toEqual(['Manchester warehouse']);
    expect((await context(company)).shipToAddresses.map((a) => a.id)).toEqual(
      expect.arrayContaining(['Dublin project', 'London showroom', 'Manchester warehouse']),
    );
  });

  it('refuses a new address with 403, and the ERP gets none', async () => {
    const depot = { ...studio, name: 'Leeds depot' };
    expectProblem(await portal.post('/api/address-book', depot, london), 403, 'FORBIDDEN');
    expect(await erpAddress('Leeds depot')).toBeUndefined();
  });

  it("answers 404 for another ship-to's address, which stays as it is in the ERP", async () => {
    const dublin = await erpAddress('Dublin project');
    expect(dublin).toBeDefined();
    const { id: _, ...entry } = dublin as ShipToAddress;
    for (const changed of [
      { ...entry, street: '1 Changed Street' },
      { ...entry, name: 'London showroom' },
    ]) {
      expectProblem(
        await portal.put('/api/address-book/Dublin%20project', changed, london),
        404,
        'NOT_FOUND',
      );
    }
    expect(await erpAddress('Dublin project')).toEqual(dublin);
    expect((await erpAddress('London showroom'))?.city).toBe('London');
  });

  it('changes its own ship-to address in the ERP', async () => {
    const own = (await context(london)).shipToAddresses[0] as ShipToAddress;
    const { id: _, ...entry } = own;
    const response = await portal.put(
      '/api/address-book/London%20showroom',
      { ...entry, street: '16 Sloane Street' },
      london,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await erpAddress('London showroom')).toEqual({ ...own, street: '16 Sloane Street' });
    expect((await context(london)).shipToAddresses).toEqual([{ ...own, street: '16 Sloane Street' }]);
  });
});
