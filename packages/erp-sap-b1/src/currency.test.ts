// Foreign-currency documents and the "##" customer, the SAP adapter against the fake Service Layer, which
// keeps its books in EUR: a GBP customer's documents carry euros in DocTotal/LineTotal and their own pounds
// in DocTotalFc/RowTotalFC, as SAP does.
import type { SalesDocument } from '@selvedge/erp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findContractFixtures } from '../../demo-erp/src/contract-fixtures.js';
import { SlClient, startTestFake, type TestFake } from '../../fake-service-layer/src/test-support.js';
import { createSapB1Adapter, type SapB1Adapter } from './adapter.js';
import { fakeConnection } from './fake-connection.js';

const GBP_CUSTOMER = 'C40001';
const ALL_CURRENCIES_CUSTOMER = 'C10002';

type RawDocument = {
  DocEntry: number;
  DocCurrency: string;
  DocTotal: number;
  DocTotalFc: number;
  PaidToDateFC: number;
  DocumentLines: { LineNum: number; LineTotal: number; RowTotalFC: number }[];
};

describe.each(['v1', 'v2'] as const)('currencies on %s', (version) => {
  let setup: TestFake;
  let adapter: SapB1Adapter;
  let raw: SlClient;

  beforeAll(async () => {
    setup = await startTestFake();
    const { fake } = setup;
    adapter = createSapB1Adapter(fakeConnection(fake, version), { now: setup.clock.now });
    raw = new SlClient(fake, version);
    await raw.login();
  });
  afterAll(async () => {
    await adapter.close();
    await setup.close();
  });

  /** What the fake holds, as SAP would answer it. */
  async function rawDocuments(set: string, cardCode: string): Promise<Map<number, RawDocument>> {
    const filter = encodeURIComponent(`CardCode eq '${cardCode}'`);
    const answer = await raw.get(`${set}?$filter=${filter}`, { Prefer: 'odata.maxpagesize=0' });
    return new Map((answer.json.value as RawDocument[]).map((d) => [d.DocEntry, d]));
  }

  async function documentsOf(cardCode: string): Promise<SalesDocument[]> {
    const page = await adapter.port.pullChanges('salesDocuments', null, 10_000, { customerCode: cardCode });
    return page.rows;
  }

  it("a GBP customer's invoices show SAP's pound figures (DocTotalFc, RowTotalFC), not its euros", async () => {
    const invoices = (await documentsOf(GBP_CUSTOMER)).filter((d) => d.kind === 'invoice');
    const held = await rawDocuments('Invoices', GBP_CUSTOMER);
    expect(invoices.length).toBeGreaterThan(0);
    for (const invoice of invoices) {
      const sap = held.get(invoice.id) as RawDocument;
      expect(sap.DocCurrency).toBe('GBP');
      expect(invoice.currency).toBe('GBP');
      expect(invoice.totals.gross).toBe(sap.DocTotalFc);
      expect(sap.DocTotal).not.toBe(sap.DocTotalFc);
      expect(invoice.paidToDate).toBe(sap.PaidToDateFC);
      expect(invoice.lines.map((l) => l.lineTotal)).toEqual(
        [...sap.DocumentLines].sort((a, b) => a.LineNum - b.LineNum).map((l) => l.RowTotalFC),
      );
    }
    const openItems = await adapter.port.pullChanges('openItems', null, 10_000, {
      customerCode: GBP_CUSTOMER,
    });
    expect(openItems.rows.length).toBeGreaterThan(0);
    for (const item of openItems.rows) {
      const sap = held.get(item.document.id);
      if (item.document.kind !== 'invoice' || !sap) continue;
      expect(item.currency).toBe('GBP');
      expect(item.total).toBe(sap.DocTotalFc);
    }
  });

  it('an order placed for a GBP customer is posted and read back in pounds', async () => {
    const fixtures = await findContractFixtures(setup.db);
    const customer = await adapter.port.pullChanges('businessPartners', null, 1, {
      customerCode: GBP_CUSTOMER,
    });
    const shipTo = customer.rows[0]?.defaultShipToId ?? customer.rows[0]?.shipTo[0]?.id ?? '';
    const placed = await adapter.port.placeOrder({
      portalKey: `currency-${version}`,
      customerCode: GBP_CUSTOMER,
      orderType: 'B2B',
      reference: 'GBP order',
      shipTo: { addressId: shipTo },
      language: 'en',
      lines: [{ itemCode: fixtures.itemInStock, quantity: 3 }],
    });
    const order = (await documentsOf(GBP_CUSTOMER)).find(
      (d) => d.kind === 'order' && d.id === placed.docEntry,
    ) as SalesDocument;
    const sap = (await rawDocuments('Orders', GBP_CUSTOMER)).get(placed.docEntry) as RawDocument;
    expect(order.currency).toBe('GBP');
    expect(order.totals.gross).toBe(sap.DocTotalFc);
    expect(order.totals.gross).not.toBe(sap.DocTotal);
    expect(order.lines[0]?.lineTotal).toBe(sap.DocumentLines[0]?.RowTotalFC);
  });

  it('a customer in all currencies ("##") is in the local currency, read from SAP once', async () => {
    const partner = (await raw.get(`BusinessPartners('${ALL_CURRENCIES_CUSTOMER}')`)).json;
    expect(partner.Currency).toBe('##');
    const adminInfo = `/b1s/${version}/CompanyService_GetAdminInfo`;
    const asked = setup.fake.stats.requests(adminInfo);
    for (let i = 0; i < 2; i += 1) {
      const page = await adapter.port.pullChanges('businessPartners', null, 10, {
        customerCode: ALL_CURRENCIES_CUSTOMER,
      });
      expect(page.rows[0]?.currency).toBe('EUR');
    }
    expect(setup.fake.stats.requests(adminInfo) - asked).toBeLessThanOrEqual(1);
    const documents = await documentsOf(ALL_CURRENCIES_CUSTOMER);
    expect(documents.length).toBeGreaterThan(0);
    for (const doc of documents) expect(doc.currency).toBe('EUR');
    expect(setup.fake.stats.requests(adminInfo)).toBe(1);
  });
});
