// The order's total in SAP against the total the customer approved, with SAP set to round VAT per
// document (the contract suite runs the default, per line), and a portal that rounds otherwise than SAP.
import { centsFromAmount, documentTotalsCents, lineTotalCents, type VatRounding } from '@selvedge/contracts';
import { generate } from '@selvedge/demo-erp';
import type { ChangeSet, SalesDocument, Watermark } from '@selvedge/erp';
import type { ErpContractSetup } from '@selvedge/erp/contract';
import { startFakeServiceLayer } from '@selvedge/fake-service-layer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findContractFixtures } from '../../demo-erp/src/contract-fixtures.js';
import { openMemoryDemoErp } from '../../demo-erp/src/test-database.js';
import { approvedTotalsOf, describeTotalsContract } from '../../erp/src/erp.contract.totals.js';
import { createSapB1Adapter } from './adapter.js';
import { fakeConnection } from './fake-connection.js';

const today = '2026-11-23';
const now = () => new Date(`${today}T10:00:00Z`);

interface Logged {
  level: string;
  message: string;
  data?: Record<string, unknown>;
}

/** SAP (the fake) computing VAT one way, the adapter told another (or the same). */
async function start(sapRounds: VatRounding, adapterSays: VatRounding) {
  const database = await openMemoryDemoErp();
  await generate(database.db, { seed: 42, scale: 'tiny', today });
  const fake = await startFakeServiceLayer({ db: database.db, now, vatRounding: sapRounds });
  const logged: Logged[] = [];
  const adapter = createSapB1Adapter(
    {
      ...fakeConnection(fake, 'v2'),
      vatRounding: adapterSays,
    },
    { now, log: (level, message, data) => logged.push({ level, message, ...(data ? { data } : {}) }) },
  );
  const setup: ErpContractSetup = {
    port: adapter.port,
    fixtures: await findContractFixtures(database.db),
    teardown: async () => {
      await adapter.close();
      await fake.close();
      await database.close();
    },
  };
  return { setup, logged };
}

describe('SAP set to round VAT per document, and the adapter told so', () => {
  let context: ErpContractSetup;
  beforeAll(async () => {
    context = (await start('document', 'document')).setup;
  });
  afterAll(() => context?.teardown?.());

  it('the port tells the portal that SAP rounds per document', () => {
    expect(context.port.vatRounding).toBe('document');
  });

  describeTotalsContract(() => context);
});

describe('an order placed by the portal on SAP', () => {
  let started: Awaited<ReturnType<typeof start>>;
  beforeAll(async () => {
    // SAP rounds per document while the adapter was left at SAP's default, per line.
    started = await start('document', 'line');
  });
  afterAll(() => started?.setup.teardown?.());

  async function pullOrder(portalKey: string) {
    const { port } = started.setup;
    let since: Watermark | null = null;
    for (let page = 0; page < 1000; page += 1) {
      const changes: ChangeSet<SalesDocument> = await port.pullChanges('salesDocuments', since, 500);
      const order = changes.rows.find((d) => d.kind === 'order' && d.portalKey === portalKey);
      if (order) return order;
      if (!changes.hasMore) break;
      since = changes.nextWatermark;
    }
    throw new Error(`order ${portalKey} not in the feed`);
  }

  it('a portal that rounds otherwise than SAP sees another total, and the adapter logs both', async () => {
    const { port, fixtures } = started.setup;
    const quote = await port.getPrice({
      customerCode: fixtures.customerCode,
      itemCode: fixtures.itemInStock,
      quantity: 1,
    });
    const price = centsFromAmount(quote.unitPrice);
    // Three lines whose VAT rounded per line is not the VAT rounded once on their sum (the customer's
    // VAT is 21 %, docs/erp-demo.md).
    const candidates = ['0.5', '0.7', '1', '1.3', '1.5', '2', '2.5'];
    const quantities = candidates
      .flatMap((a) => candidates.flatMap((b) => candidates.map((c) => [a, b, c])))
      .find((qs) => {
        const nets = qs.map((q) => ({ net: lineTotalCents(price, q), vatPercent: 21 }));
        return documentTotalsCents(nets, 'line').vat !== documentTotalsCents(nets, 'document').vat;
      });
    if (!quantities) throw new Error('no quantities whose VAT differs by rounding at this price');
    const lines = quantities.map((q) => ({ itemCode: fixtures.itemInStock, quantity: Number(q) }));
    const expenses = await port.getExpenses({
      customerCode: fixtures.customerCode,
      orderType: 'B2B',
      lines,
    });
    const lineAmounts = quantities.map((q) => ({ net: lineTotalCents(price, q), vatPercent: 21 }));
    const asPortal = approvedTotalsOf(lineAmounts, expenses, port.vatRounding);
    const asSap = approvedTotalsOf(lineAmounts, expenses, 'document');
    expect(asPortal.gross).not.toBe(asSap.gross);

    const portalKey = `totals-mismatch-${Date.now()}`;
    await port.placeOrder({
      portalKey,
      customerCode: fixtures.customerCode,
      orderType: 'B2B',
      reference: 'Rounding mismatch',
      shipTo: { addressId: fixtures.shipToId },
      language: 'en',
      lines,
      expenses,
      approvedTotals: asPortal,
    });
    const order = await pullOrder(portalKey);
    expect(order.totals.gross).toBe(asSap.gross);
    const warning = started.logged.find((entry) => entry.message.includes('differs from the total'));
    expect(warning?.level).toBe('warn');
    expect(warning?.data).toMatchObject({ approvedGross: asPortal.gross, sapTotal: asSap.gross });
  });
});
